import { type ProfitSharings, profitSharingMaxRecipients } from "@pithead/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { FieldNote } from "../../../components/ui/form/field-note";
import formStyles from "../../../components/ui/form/form.module.css";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { fieldErrorOf, reportFailure } from "../../../lib/api-failure";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { useRecipientLookup } from "../api/lookup-recipient";
import { profitSharingsKey, saveProfitSharing } from "../api/profit-sharings";
import { isRecipientName, percentLeft, percentProblem, percentText, percentUnits } from "../utils/percent";
import { dayFormat } from "../utils/split-view";
import styles from "./profit-sharing.module.css";

/** The recipient is looked up this long after the last key press. */
export const LOOKUP_DEBOUNCE_MS = 350;

/** The server's field errors (SPEC section 5) as this form's messages. */
function serverProblem(error: unknown): { recipient: string | null; percent: string | null } {
  if (!isApiError(error)) return { recipient: null, percent: null };
  const percent = fieldErrorOf(error, "percent");
  const recipient = fieldErrorOf(error, "recipient");
  const maxRecipients = error.fields.some((field) => field.text === "max_length");
  return {
    percent:
      percent === "min_threshold" ? "percentMin" : percent === "max_threshold" ? "percentMax" : percent,
    recipient: maxRecipients
      ? "maxRecipients"
      : recipient === "not_found"
        ? "notFound"
        : recipient === "invalid_input"
          ? "self"
          : recipient,
  };
}

/**
 * Share with a miner (`recipient` null: account name and percent) or change the percent of the split to
 * `recipient`. Says plainly that the change starts at 00:00 UTC on `next_start` and what is left of 100 %.
 */
export function ShareDialog(props: {
  open: boolean;
  onClose: () => void;
  minerId: string;
  selfName: string;
  data: ProfitSharings;
  recipient: string | null;
  isDeclined: (error: unknown) => boolean;
}) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const queryClient = useQueryClient();
  const [name, setName] = useState(props.recipient ?? "");
  const [debounced, setDebounced] = useState(name);
  const [percent, setPercent] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<{ recipient: string | null; percent: string | null }>({
    recipient: null,
    percent: null,
  });
  // Each opening starts a fresh form (the dialog stays mounted for its exit animation).
  useEffect(() => {
    if (!props.open) return;
    setName(props.recipient ?? "");
    setPercent("");
    setTouched(false);
    setServer({ recipient: null, percent: null });
  }, [props.open, props.recipient]);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(name), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  const isNew = props.recipient === null;
  const recipient = name.trim();
  const left = percentLeft(props.data, isNew ? recipient : (props.recipient ?? undefined));
  const leftText = localizeDecimal(percentText(left), locale);
  const nameProblem =
    recipient === ""
      ? "required"
      : !isRecipientName(recipient)
        ? "accountName"
        : recipient === props.selfName
          ? "self"
          : null;
  const lookup = useRecipientLookup(debounced, isNew && nameProblem === null && debounced === recipient);
  const missing = lookup.data?.account_name === recipient && lookup.data.available;
  const found = lookup.data?.account_name === recipient && !lookup.data.available;
  const recipientError = server.recipient ?? (isNew ? (nameProblem ?? (missing ? "notFound" : null)) : null);
  const percentError = server.percent ?? percentProblem(percent, left);
  const message = (key: string | null) =>
    key
      ? t(`profitSharing.errors.${key}`, {
          left: leftText,
          max: profitSharingMaxRecipients,
          defaultValue: t(`errors.fields.${key}`, { defaultValue: key }),
        })
      : null;
  const shown = (key: string | null, typed: string) => (touched || typed !== "" ? message(key) : null);
  const starts = t("profitSharing.share.starts", { day: dayFormat(formatDate)(props.data.next_start) });

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (recipientError || percentError) return;
    const units = percentUnits(percent) ?? 0;
    setBusy(true);
    try {
      const saved = await saveProfitSharing(props.minerId, recipient, { percent: percentText(units) });
      toast.show({
        type: "success",
        title: t("profitSharing.share.saved", {
          percent: localizeDecimal(percentText(units), locale),
          name: saved.recipient.account_name,
          day: dayFormat(formatDate)(saved.start_date),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: profitSharingsKey(props.minerId) });
      props.onClose();
    } catch (error) {
      const next = serverProblem(error);
      if (next.recipient || next.percent) setServer(next);
      else reportFailure(error, t, props.isDeclined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      size="s"
      title={
        isNew
          ? t("profitSharing.share.title")
          : t("profitSharing.share.changeTitle", { name: props.recipient })
      }
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t("profitSharing.share.cancel")}
          </Button>
          <Button
            loading={busy}
            disabled={touched && Boolean(recipientError || percentError)}
            onClick={() => void onSubmit()}
            data-testid="share-submit"
          >
            {isNew ? t("profitSharing.share.save") : t("profitSharing.share.saveChange")}
          </Button>
        </>
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="share-form">
        <div className={styles.starts} data-testid="share-starts">
          <span className={styles.startsTitle}>{starts}</span>
          <span className={styles.muted}>{t("profitSharing.share.startsText")}</span>
        </div>
        {isNew && (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor="share-recipient">
              {t("profitSharing.share.recipient")}
            </label>
            <input
              id="share-recipient"
              className={formStyles.input}
              value={name}
              maxLength={32}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={shown(recipientError, name) ? true : undefined}
              aria-describedby="share-recipient-note"
              onChange={(event) => {
                setName(event.target.value.toLowerCase());
                setServer((current) => ({ ...current, recipient: null }));
              }}
            />
            <FieldNote
              id="share-recipient-note"
              error={shown(recipientError, name)}
              hint={
                found
                  ? t("profitSharing.share.recipientFound")
                  : lookup.isFetching
                    ? t("profitSharing.share.recipientChecking")
                    : t("profitSharing.share.recipientHint")
              }
            />
          </div>
        )}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor="share-percent">
            {t("profitSharing.share.percent")}
          </label>
          <input
            id="share-percent"
            className={formStyles.input}
            value={percent}
            inputMode="decimal"
            autoComplete="off"
            maxLength={9}
            aria-invalid={shown(percentError, percent) ? true : undefined}
            aria-describedby="share-percent-note"
            onChange={(event) => {
              setPercent(event.target.value);
              setServer((current) => ({ ...current, percent: null }));
            }}
          />
          <FieldNote
            id="share-percent-note"
            error={shown(percentError, percent)}
            hint={t("profitSharing.share.percentHint", { left: leftText })}
          />
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
