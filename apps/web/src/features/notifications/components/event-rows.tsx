import type { NotificationChannel, NotificationPreferences } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  accountValue,
  differingAccounts,
  eventValue,
  isLocked,
  type PreferencesForm,
  setAccountValue,
  setEventValue,
} from "../utils/preferences-form";
import styles from "./notifications.module.css";

type EventInfo = NotificationPreferences["events"][number];
const channels: readonly NotificationChannel[] = ["email", "telegram"];

/** One event: its name and explanation, a box per channel, and (when it has them) the per-account choices. */
export function EventRows(props: {
  info: EventInfo;
  state: NotificationPreferences;
  form: PreferencesForm;
  onChange: (update: (form: PreferencesForm) => PreferencesForm) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { info, state, form } = props;
  const [open, setOpen] = useState(false);
  const name = t(`notifications.events.${info.event}.name`);
  const telegramOff = !state.channels.telegram.available;
  const hasAccounts = info.per_account && state.accounts.length > 0;
  const differing = hasAccounts ? differingAccounts(form, state, info) : 0;
  const panelId = `notify-${info.event}-accounts`;
  const errorId = `notify-${info.event}-error`;
  const channelName = (channel: NotificationChannel) => t(`notifications.columns.${channel}`);

  return (
    <tbody className={styles.event} data-testid={`notify-${info.event}`}>
      <tr>
        <td>
          <div className={styles.first}>
            <div className={styles.name}>{name}</div>
            <div className={styles.muted}>{t(`notifications.events.${info.event}.text`)}</div>
            {hasAccounts && (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpen(!open)}
              >
                {open ? t("notifications.perAccount.hide") : t("notifications.perAccount.show")}
                {differing > 0 && ` (${t("notifications.perAccount.differing", { count: differing })})`}
              </button>
            )}
            {props.error && (
              <p id={errorId} className={styles.error} role="alert">
                {t("notifications.fieldError", {
                  reason: t(`errors.fields.${props.error}`, { defaultValue: props.error }),
                })}
              </p>
            )}
          </div>
        </td>
        {channels.map((channel) => (
          <td key={channel} data-label={channelName(channel)} className={styles.channel}>
            <label className={styles.check}>
              <input
                type="checkbox"
                className={styles.box}
                data-testid={`notify-${info.event}-${channel}`}
                aria-label={`${name}: ${channelName(channel)}`}
                aria-invalid={props.error ? true : undefined}
                aria-describedby={props.error ? errorId : undefined}
                checked={eventValue(form, info, channel)}
                disabled={isLocked(info, channel) || (channel === "telegram" && telegramOff)}
                onChange={(e) =>
                  props.onChange((f) => setEventValue(f, info.event, channel, e.target.checked))
                }
              />
              {isLocked(info, channel) && (
                <span className={styles.lock}>{t("notifications.securityNote")}</span>
              )}
            </label>
          </td>
        ))}
      </tr>
      {hasAccounts && open && (
        <>
          <tr id={panelId} className={styles.accountsHint}>
            <td colSpan={3}>
              <p className={styles.muted}>{t("notifications.perAccount.hint")}</p>
            </td>
          </tr>
          {state.accounts.map((account) => (
            <tr key={account.miner_id} className={styles.account} data-testid="notify-account">
              <td className={styles.accountName}>{account.account_name}</td>
              {channels.map((channel) => (
                <td key={channel} data-label={channelName(channel)} className={styles.channel}>
                  <input
                    type="checkbox"
                    className={styles.box}
                    aria-label={t("notifications.perAccount.label", {
                      event: name,
                      account: account.account_name,
                      channel: channelName(channel),
                    })}
                    checked={accountValue(form, info, channel, account.miner_id)}
                    disabled={isLocked(info, channel) || (channel === "telegram" && telegramOff)}
                    onChange={(e) =>
                      props.onChange((f) =>
                        setAccountValue(f, info.event, channel, account.miner_id, e.target.checked),
                      )
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </>
      )}
    </tbody>
  );
}
