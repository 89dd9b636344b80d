import type { MiningReport } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "../../../components/ui/table/scroll-region";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { utcDay } from "../utils/months";
import styles from "./mining-report.module.css";

/** The month's payouts with their addresses, states and transaction ids (cards below 1024 px). */
export function ReportPayouts({ payouts }: { payouts: MiningReport["payouts"] }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const col = (key: string) => t(`miningReport.payouts.${key}`);
  return (
    <section className={styles.section} aria-labelledby="mining-report-payouts-title">
      <h2 id="mining-report-payouts-title" className={styles.sectionTitle}>
        {col("title")}
      </h2>
      {payouts.length === 0 ? (
        <p className={styles.text}>{col("empty")}</p>
      ) : (
        <ScrollRegion className={styles.scroll} label={col("title")}>
          <table className={styles.table} data-testid="mining-report-payouts">
            <thead>
              <tr>
                <th scope="col">{col("day")}</th>
                <th scope="col" className={styles.number}>
                  {col("amount")}
                </th>
                <th scope="col">{col("status")}</th>
                <th scope="col">{col("address")}</th>
                <th scope="col">{col("tx")}</th>
              </tr>
            </thead>
            <tbody>
              {payouts.map((payout, index) => (
                <tr key={`${payout.day}-${payout.tx_id ?? index}`} data-testid="mining-report-payout">
                  <td className={`${styles.first} ${styles.date}`}>
                    {formatDate(utcDay(payout.day), { dateStyle: "medium", timeZone: "UTC" })}
                  </td>
                  <td data-label={col("amount")} className={styles.number}>
                    {formatBtc(payout.amount, { locale })} BTC
                  </td>
                  <td data-label={col("status")}>
                    {t(`miningReport.payouts.statuses.${payout.status}`, { defaultValue: payout.status })}
                  </td>
                  <td data-label={col("address")}>
                    <span className={styles.address}>{payout.address ?? "—"}</span>
                  </td>
                  <td data-label={col("tx")}>
                    <span className={styles.address} data-testid="mining-report-tx">
                      {payout.tx_id ?? "—"}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
