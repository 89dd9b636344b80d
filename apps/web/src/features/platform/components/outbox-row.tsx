import type { PlatformOutbox } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { Button } from "../../../components/ui/button/button";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { useFormatters } from "../../../lib/i18n";
import { utcTime } from "../../../lib/i18n-format";
import { useRetryNotification } from "../api/notification-outbox";
import styles from "./notification-delivery.module.css";

export type OutboxRowData = PlatformOutbox["rows"][number];

/**
 * One notification in trouble: its event, channel, recipient, attempts, last error, when it was made and, while
 * it is retrying, its next attempt; a failed one is delivered again with the Retry button.
 */
export function OutboxRow({ row }: { row: OutboxRowData }) {
  const { t } = useTranslation();
  const { formatDate, formatNumber } = useFormatters();
  const retry = useRetryNotification(row.id);
  const col = (key: string) => t(`platform.delivery.columns.${key}`);
  // The day and the hour (UTC) may go on two lines in a narrow column.
  const utc = (iso: string) => (
    <span>
      <span className={styles.nowrap}>{formatDate(iso, { dateStyle: "medium", timeZone: "UTC" })}</span>{" "}
      <span className={styles.nowrap}>{formatDate(iso, utcTime())} UTC</span>
    </span>
  );
  const failed = row.status === "failed";

  const deliverAgain = async () => {
    try {
      await retry.mutateAsync();
      toast.show({ type: "success", title: t("platform.delivery.retry.done") });
    } catch (failure) {
      // 404: it is no longer failed (retried by someone else, or removed); the list loads again either way.
      const title =
        isApiError(failure) && failure.status === 404
          ? t("platform.delivery.retry.gone")
          : isApiError(failure) && failure.status !== 0
            ? t("platform.delivery.retry.failed", {
                reason: t(`errors.codes.${failure.code}`, { defaultValue: failure.message }),
              })
            : t("platform.delivery.retry.offline");
      toast.show({ type: "error", title });
    }
  };

  return (
    <tr data-testid="outbox-row" data-status={failed ? "failed" : "retrying"}>
      <td className={styles.first}>
        <span className={styles.event}>
          <span data-testid="outbox-event">{t(`platform.delivery.events.${row.event}`)}</span>
          <StatusPill tone={failed ? "danger" : "warning"} status={failed ? "failed" : "retrying"}>
            {t(failed ? "platform.delivery.statuses.failed" : "platform.delivery.statuses.retrying")}
          </StatusPill>
        </span>
      </td>
      <td data-label={col("channel")}>{t(`platform.delivery.channels.${row.channel}`)}</td>
      <td data-label={col("recipient")} className={styles.email}>
        {row.email}
      </td>
      <td data-label={col("attempts")} className={styles.number}>
        {formatNumber(row.attempts)}
      </td>
      <td data-label={col("lastError")} className={styles.lastError} title={row.last_error ?? undefined}>
        {row.last_error ?? "—"}
      </td>
      <td data-label={col("created")} className={styles.date} data-testid="outbox-created">
        {utc(row.created_at)}
      </td>
      <td data-label={col("nextAttempt")} className={styles.date} data-testid="outbox-next">
        {!failed && row.next_attempt_at ? utc(row.next_attempt_at) : null}
      </td>
      <td className={styles.action}>
        {failed && (
          <Button size="s" variant="secondary" loading={retry.isPending} onClick={() => void deliverAgain()}>
            {t("platform.delivery.retry.action")}
          </Button>
        )}
      </td>
    </tr>
  );
}
