import {
  type CreatedWatcherLink,
  createIdentityWatcherBodySchema,
  watcherLabelMaxLength,
} from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { CopyButton } from "../../../components/ui/clipboard";
import { FieldNote } from "../../../components/ui/form/field-note";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { schemaError, useFormErrors } from "../../../lib/form-errors";
import { createWatcherLink } from "../api/watcher-links";
import { expiresAtFor, expiryChoices, expiryOf, expiryValue } from "../utils/expiry";
import styles from "./watcher-links.module.css";

export type ShareableMiner = { id: string; account_name: string };

type Field = "label" | "expiry" | "miners";
const labelSchema = createIdentityWatcherBodySchema.shape.label;

/**
 * The create form (label, expiry, miners when several); the new link is shown once with a copy button. The label
 * is checked as typed by the contract's schema (a blank one once left), at least one miner must stay chosen, the
 * server's field errors show under their fields, and Create stays disabled while an error shows.
 */
export function CreateWatcherLink(props: {
  identityId: string;
  miners: ShareableMiner[];
  isDeclined: (error: unknown) => boolean;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState("");
  const [expiry, setExpiry] = useState(expiryValue(null));
  const [chosen, setChosen] = useState<string[]>(() => props.miners.map((miner) => miner.id));
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedWatcherLink | null>(null);
  const form = useFormErrors<Field>();
  const labelOwn = schemaError(t, labelSchema, label);
  const minersOwn = chosen.length === 0 ? t("watchers.form.minersRequired") : null;
  const errors = {
    label: form.shown("label", labelOwn, label),
    expiry: form.serverError("expiry"),
    miners: form.serverError("miners") ?? minersOwn,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (labelOwn || minersOwn) {
      form.leave("label");
      return;
    }
    setBusy(true);
    try {
      const link = await createWatcherLink(props.identityId, {
        label: label.trim(),
        expires_at: expiresAtFor(expiryOf(expiry), new Date()),
        miner_ids: props.miners.length > 1 ? chosen : undefined,
      });
      setCreated(link);
      setLabel("");
      form.reset();
      props.onCreated();
    } catch (error) {
      const names = { label: "label", expiry: "expires_at", miners: "miner_ids" };
      if (form.takeServer(t, error, names)) return;
      if (props.isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
      else if (isApiError(error))
        toast.show({
          type: "error",
          title: t(`errors.codes.${error.code}`, { defaultValue: error.message }),
        });
      else toast.showGenericError();
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string, on: boolean) => {
    setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));
    form.edit("miners");
  };

  return (
    <div className={styles.root}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="watcher-label">
              {t("watchers.form.label")}
            </label>
            <input
              id="watcher-label"
              className={styles.input}
              value={label}
              maxLength={watcherLabelMaxLength}
              autoComplete="off"
              placeholder={t("watchers.form.labelPlaceholder")}
              aria-invalid={errors.label ? true : undefined}
              aria-describedby="watcher-label-note"
              onChange={(event) => {
                setLabel(event.target.value);
                form.edit("label");
              }}
              onBlur={() => form.leave("label")}
            />
            <FieldNote id="watcher-label-note" error={errors.label} hint={t("watchers.form.labelHint")} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="watcher-expiry">
              {t("watchers.form.expiry")}
            </label>
            <select
              id="watcher-expiry"
              className={styles.input}
              value={expiry}
              aria-invalid={errors.expiry ? true : undefined}
              aria-describedby={errors.expiry ? "watcher-expiry-note" : undefined}
              onChange={(event) => {
                setExpiry(event.target.value);
                form.edit("expiry");
              }}
            >
              {expiryChoices.map((choice) => (
                <option key={expiryValue(choice)} value={expiryValue(choice)}>
                  {choice === null ? t("watchers.form.never") : t(`watchers.form.days${choice}`)}
                </option>
              ))}
            </select>
            {errors.expiry && (
              <p id="watcher-expiry-note" className={styles.error} role="alert">
                {errors.expiry}
              </p>
            )}
          </div>
        </div>
        {props.miners.length > 1 && (
          <fieldset
            className={styles.field}
            aria-describedby={errors.miners ? "watcher-miners-note" : undefined}
          >
            <legend className={styles.label}>{t("watchers.form.miners")}</legend>
            {props.miners.map((miner) => (
              <label key={miner.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={chosen.includes(miner.id)}
                  onChange={(event) => toggle(miner.id, event.target.checked)}
                />
                {miner.account_name}
              </label>
            ))}
            {errors.miners && (
              <p id="watcher-miners-note" className={styles.error} role="alert">
                {errors.miners}
              </p>
            )}
          </fieldset>
        )}
        <div>
          <Button type="submit" loading={busy} disabled={form.blocked(labelOwn, minersOwn)}>
            {t("watchers.form.create")}
          </Button>
        </div>
      </form>
      {created && (
        <div className={styles.created} data-testid="watcher-created">
          <strong>{t("watchers.created.title", { label: created.label })}</strong>
          <div className={styles.url}>
            <code data-testid="watcher-url">{created.url}</code>
            <CopyButton
              value={created.url}
              title={t("watchers.created.copied")}
              label={t("watchers.created.copy")}
            />
          </div>
          <p className={styles.muted}>{t("watchers.created.once")}</p>
          <div>
            <Button size="s" variant="secondary" onClick={() => setCreated(null)}>
              {t("watchers.created.done")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
