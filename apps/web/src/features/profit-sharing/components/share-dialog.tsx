import { accountNameProblem, type ProfitSharings, profitSharingMaxRecipients } from "@pithead/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button/button";
import { Dialog } from "../../../components/ui/dialog/dialog";
import { FieldNote } from "../../../components/ui/form/field-note";
import formStyles from "../../../components/ui/form/form.module.css";
import { useResetOn } from "../../../components/ui/hooks/use-reset-on";
import { toast } from "../../../components/ui/toast";
import { reportFailure } from "../../../lib/api-failure";
import { localizeDecimal } from "../../../lib/btc-amount";
import { useFormErrors } from "../../../lib/form-errors";
import { useFormatters } from "../../../lib/i18n";
import { accountNameMessage } from "../../accounts/utils/account-name-rule";
import { useRecipientLookup } from "../api/lookup-recipient";
import { profitSharingsKey, saveProfitSharing } from "../api/profit-sharings";
import { percentLeft, percentProblem, percentText, percentUnits, trimPercent } from "../utils/percent";
import { isStaleSplit, type ShareProblems, serverProblem } from "../utils/share-errors";
import { dayFormat, runningSplit } from "../utils/split-view";
import styles from "./profit-sharing.module.css";
import { type ShareChange, ShareChangeNote, ShareConfirm } from "./share-change";

/** The recipient is looked up this long after the last key press. */
export const LOOKUP_DEBOUNCE_MS = 350;

/**
 * Share with a miner (`recipient` null: account name and percent) or change the percent of the split to
 * `recipient` (opened with its current percent). Says plainly that the change starts at 00:00 UTC on
 * `next_start` and what is left of 100 %. A recipient with a running split makes it a change: the dialog says so,
 * shows old -> new, counts what is left without that share, and asks for a confirmation before saving it. Both
 * fields are checked as typed (a blank one once left; the same percent again once the percent was changed or
 * left); a server field error shows under its field until it changes; the save button stays disabled meanwhile.
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
  const form = useFormErrors<"recipient" | "percent">();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<ShareProblems>({ recipient: null, percent: null });

  // Each opening starts a fresh form (the dialog stays mounted for its exit animation); a change starts from the
  // current percent.
  useResetOn(
    props.open ? `open ${props.recipient ?? ""}` : "closed",
    () => {
      if (!props.open) return;
      const current = props.recipient ? runningSplit(props.data.given, props.recipient) : undefined;
      setName(props.recipient ?? "");
      setPercent(current ? localizeDecimal(trimPercent(current.percent), locale) : "");
      form.reset();
      setConfirming(false);
      setServer({ recipient: null, percent: null });
    },
    { atMount: true },
  );

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(name), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  const isNew = props.recipient === null;
  const recipient = isNew ? name.trim() : (props.recipient ?? "");
  const running = runningSplit(props.data.given, recipient);
  const left = percentLeft(props.data, recipient || undefined);
  const leftText = localizeDecimal(percentText(left), locale);
  const nameProblem = accountNameProblem(recipient) ?? (recipient === props.selfName ? "self" : null);
  const lookup = useRecipientLookup(
    debounced,
    isNew && !running && nameProblem === null && debounced === recipient,
  );
  const missing = lookup.data?.account_name === recipient && lookup.data.available;
  const found = lookup.data?.account_name === recipient && !lookup.data.available;
  const recipientOwn = isNew ? (nameProblem ?? (missing ? "notFound" : null)) : null;
  const recipientError = server.recipient ?? form.shown("recipient", recipientOwn, name);
  const units = percentUnits(percent);
  const same = running !== undefined && units !== null && units === percentUnits(running.percent);
  const percentOwn = percentProblem(percent, left) ?? (same ? "percentSame" : null);
  // The same percent again changes nothing: said once the percent was changed or left, not as the change opens.
  const percentError =
    server.percent ?? form.shown("percent", percentOwn, percentOwn === "percentSame" ? "" : percent);
  const blocked = form.blocked(recipientOwn, percentOwn, server.recipient, server.percent);
  const day = dayFormat(formatDate)(props.data.next_start);
  const shownPercent = (value: number) => localizeDecimal(percentText(value), locale);
  const change: ShareChange | null = running
    ? {
        name: recipient,
        old: localizeDecimal(trimPercent(running.percent), locale),
        next: units !== null && !percentOwn && !server.percent ? shownPercent(units) : null,
        day,
      }
    : null;
  const message = (key: string | null) =>
    key === "account_name_length" || key === "match_invalid"
      ? accountNameMessage(t, key)
      : key
        ? t(`profitSharing.errors.${key}`, {
            left: leftText,
            max: profitSharingMaxRecipients,
            name: recipient,
            defaultValue: t(`errors.fields.${key}`, { defaultValue: key }),
          })
        : null;
  const starts = t("profitSharing.share.starts", { day });

  const save = async () => {
    const value = percentText(units ?? 0);
    setBusy(true);
    try {
      const saved = await saveProfitSharing(props.minerId, recipient, {
        percent: value,
        ...(running ? { replaces: running.id } : {}),
      });
      const values = {
        percent: shownPercent(units ?? 0),
        old: change?.old,
        name: saved.recipient.account_name,
        day: dayFormat(formatDate)(saved.start_date),
      };
      toast.show({
        type: "success",
        title: running ? t("profitSharing.share.changed", values) : t("profitSharing.share.saved", values),
      });
      await queryClient.invalidateQueries({ queryKey: profitSharingsKey(props.minerId) });
      props.onClose();
    } catch (error) {
      setConfirming(false);
      const next = serverProblem(error);
      if (next.recipient || next.percent) setServer(next);
      else reportFailure(error, t, props.isDeclined);
      // Made or changed meanwhile: read the splits again, so the dialog shows the share it would replace.
      if (isStaleSplit(error))
        await queryClient.invalidateQueries({ queryKey: profitSharingsKey(props.minerId) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    form.leave("recipient");
    form.leave("percent");
    if (blocked) return;
    // A change is saved only after its confirmation step.
    if (running && !confirming) setConfirming(true);
    else void save();
  };

  const edit = (apply: () => void) => {
    apply();
    setConfirming(false);
  };

  if (confirming && change?.next) {
    return (
      <Dialog
        open={props.open}
        onClose={props.onClose}
        size="s"
        title={t("profitSharing.share.confirmTitle", { name: recipient })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t("profitSharing.share.back")}
            </Button>
            <Button loading={busy} onClick={() => void save()} data-testid="share-confirm">
              {t("profitSharing.share.confirm")}
            </Button>
          </>
        }
      >
        <ShareConfirm change={{ ...change, next: change.next }} />
      </Dialog>
    );
  }

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
          <Button loading={busy} disabled={blocked} onClick={() => onSubmit()} data-testid="share-submit">
            {running ? t("profitSharing.share.saveChange") : t("profitSharing.share.save")}
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
              aria-invalid={recipientError ? true : undefined}
              aria-describedby="share-recipient-note"
              onChange={(event) =>
                edit(() => {
                  setName(event.target.value.toLowerCase());
                  setServer((current) => ({ ...current, recipient: null }));
                })
              }
              onBlur={() => form.leave("recipient")}
            />
            <FieldNote
              id="share-recipient-note"
              error={message(recipientError)}
              hint={
                found || running
                  ? t("profitSharing.share.recipientFound")
                  : lookup.isFetching
                    ? t("profitSharing.share.recipientChecking")
                    : t("profitSharing.share.recipientHint")
              }
            />
          </div>
        )}
        {change && <ShareChangeNote change={change} typed={isNew} />}
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
            aria-invalid={percentError ? true : undefined}
            aria-describedby="share-percent-note"
            onChange={(event) =>
              edit(() => {
                setPercent(event.target.value);
                setServer((current) => ({ ...current, percent: null }));
                form.leave("percent");
              })
            }
            onBlur={() => form.leave("percent")}
          />
          <FieldNote
            id="share-percent-note"
            error={message(percentError)}
            hint={
              change
                ? t("profitSharing.share.percentHintChange", {
                    left: leftText,
                    name: recipient,
                    old: change.old,
                  })
                : t("profitSharing.share.percentHint", { left: leftText })
            }
          />
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Dialog>
  );
}
