import type { CreatedWatcherLink } from "@pithead/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { CopyButton } from "../../../components/ui/clipboard";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { createWatcherLink } from "../api/watcher-links";
import { expiresAtFor, expiryChoices, expiryOf, expiryValue } from "../utils/expiry";
import styles from "./watcher-links.module.css";

export type ShareableMiner = { id: string; account_name: string };

/** The create form (label, expiry, miners when several); the new link is shown once with a copy button. */
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
  const [labelError, setLabelError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWatcherLink | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setLabelError(null);
    try {
      const link = await createWatcherLink(props.identityId, {
        label: label.trim(),
        expires_at: expiresAtFor(expiryOf(expiry), new Date()),
        miner_ids: props.miners.length > 1 ? chosen : undefined,
      });
      setCreated(link);
      setLabel("");
      props.onCreated();
    } catch (error) {
      const field = isApiError(error) ? error.fields.find((item) => item.name === "label") : undefined;
      if (field) setLabelError(t(`errors.fields.${field.text}`, { defaultValue: field.text }));
      else if (props.isDeclined(error)) toast.show({ type: "info", title: t("auth.secondFactor.declined") });
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

  const toggle = (id: string, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));

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
              maxLength={64}
              placeholder={t("watchers.form.labelPlaceholder")}
              aria-invalid={labelError ? true : undefined}
              onChange={(event) => setLabel(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="watcher-expiry">
              {t("watchers.form.expiry")}
            </label>
            <select
              id="watcher-expiry"
              className={styles.input}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            >
              {expiryChoices.map((choice) => (
                <option key={expiryValue(choice)} value={expiryValue(choice)}>
                  {choice === null ? t("watchers.form.never") : t(`watchers.form.days${choice}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" loading={busy} disabled={label.trim() === "" || chosen.length === 0}>
            {t("watchers.form.create")}
          </Button>
        </div>
        {labelError && (
          <p className={styles.error} role="alert">
            {labelError}
          </p>
        )}
        {props.miners.length > 1 && (
          <fieldset className={styles.field}>
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
          </fieldset>
        )}
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
