import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { utcDateTimeOptions } from "../../../lib/i18n-format";
import { useRecentTransfers } from "../api/get-recent-transfers";
import styles from "./transfers.module.css";

/** The newest transfers of the chosen source account, in and out. */
export function RecentTransfers({ minerId }: { minerId: string }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const list = useRecentTransfers(minerId);
  let body: ReactNode;
  if (list.isPending) body = <Spinner size={20} label={t("payments.transfers.recent.loading")} />;
  else if (list.isError) body = <p className={styles.muted}>{t("payments.transfers.recent.failed")}</p>;
  else if (list.data.data.length === 0)
    body = <p className={styles.muted}>{t("payments.transfers.recent.empty")}</p>;
  else
    body = (
      <ul className={styles.recent}>
        {list.data.data.map((payment) => {
          const outgoing = payment.direction === "outgoing";
          const name = payment.counterparty?.account_name ?? "—";
          return (
            <li key={payment.id} className={styles.item} data-testid="recent-transfer">
              <span className={styles.itemText}>
                <strong>{t(outgoing ? "payments.row.to" : "payments.row.from", { name })}</strong>
                <span className={styles.muted}>{formatDate(payment.created_at, utcDateTimeOptions)}</span>
              </span>
              <span className={styles.amount} data-direction={payment.direction}>
                {formatBtc(outgoing ? -payment.amount : payment.amount, { locale, sign: true })}
              </span>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className={styles.card} aria-labelledby="recent-transfers-title">
      <h2 id="recent-transfers-title" className={styles.cardTitle}>
        {t("payments.transfers.recent.title")}
      </h2>
      {body}
    </section>
  );
}
