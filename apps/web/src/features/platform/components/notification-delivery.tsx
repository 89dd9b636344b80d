import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/empty-state/empty-state";
import { ListState } from "../../../components/ui/list-state/list-state";
import { ScrollRegion } from "../../../components/ui/table/scroll-region";
import { useFormatters } from "../../../lib/i18n";
import {
  OUTBOX_LIMIT,
  type OutboxFilter,
  outboxFilters,
  useNotificationOutbox,
} from "../api/notification-outbox";
import styles from "./notification-delivery.module.css";
import { OutboxRow } from "./outbox-row";
import platform from "./platform.module.css";
import { StatusFilter } from "./status-filter";

const countKeys = ["pending", "retrying", "failed", "sent_24h"] as const;

/**
 * Notification delivery as the platform's owner and admin see it: the queue's counts (waiting, retrying,
 * failed in the 30 days kept, sent in the last 24 hours) and the rows that failed or are retrying, newest first,
 * with a retry of a failed one. Loads again every 30 seconds while shown.
 */
export function NotificationDelivery() {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const [status, setStatus] = useState<OutboxFilter | undefined>(undefined);
  const outbox = useNotificationOutbox(status);
  const rows = outbox.data?.rows ?? [];
  const col = (key: string) => t(`platform.delivery.columns.${key}`);
  return (
    <div className={platform.block} data-testid="notification-delivery">
      {outbox.data && (
        <dl className={platform.figures} data-testid="outbox-counts">
          {countKeys.map((key) => (
            <div key={key} className={platform.figure}>
              <dt>{t(`platform.delivery.counts.${key}`)}</dt>
              <dd data-testid={`outbox-count-${key}`}>{formatNumber(outbox.data.counts[key])}</dd>
            </div>
          ))}
        </dl>
      )}
      <StatusFilter
        id="outbox-status"
        label={t("platform.delivery.status")}
        allLabel={t("platform.delivery.all")}
        statuses={outboxFilters}
        labelOf={(item) => t(`platform.delivery.filters.${item}`)}
        value={status}
        onChange={setStatus}
      />
      <ListState
        list={outbox}
        empty={rows.length === 0}
        texts={{
          loading: t("platform.delivery.loading"),
          failed: t("platform.delivery.failed"),
          retry: t("platform.delivery.reload"),
        }}
        errorTestId="outbox-error"
        emptyView={
          <EmptyState
            icon="check"
            title={t(status ? `platform.delivery.emptyFiltered.${status}` : "platform.delivery.empty")}
          />
        }
      >
        <ScrollRegion className={styles.scroll} label={t("platform.delivery.title")}>
          <table className={styles.table} data-testid="outbox-rows">
            <thead>
              <tr>
                <th scope="col">{col("event")}</th>
                <th scope="col">{col("channel")}</th>
                <th scope="col">{col("recipient")}</th>
                <th scope="col" className={styles.number}>
                  {col("attempts")}
                </th>
                <th scope="col">{col("lastError")}</th>
                <th scope="col">{col("created")}</th>
                <th scope="col">{col("nextAttempt")}</th>
                <th scope="col">
                  <span className="visually-hidden">{col("action")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <OutboxRow key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {rows.length >= OUTBOX_LIMIT && (
          <p className={platform.muted}>{t("platform.delivery.newest", { limit: OUTBOX_LIMIT })}</p>
        )}
        {outbox.isError && (
          <p className={platform.error} role="alert">
            {t("platform.delivery.stale")}
          </p>
        )}
      </ListState>
    </div>
  );
}
