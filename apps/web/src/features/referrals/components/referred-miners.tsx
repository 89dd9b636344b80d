import type { Referral } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { StatusPill } from "../../../components/ui/badge/badge";
import { ScrollRegion } from "../../../components/ui/table/scroll-region";
import { formatBtc } from "../../../lib/btc-amount";
import { formatHashrate } from "../../../lib/hashrate-format";
import { useFormatters } from "../../../lib/i18n";
import { dayFormat } from "../utils/share-link";
import styles from "./referrals.module.css";

const tone = { scheduled: "warning", active: "success", ended: "neutral" } as const;

/**
 * Referred miners (masked names) as a table, cards below 1024 px: code, since, until, state, hashrate, earnings.
 */
export function ReferredMiners({ rows }: { rows: Referral[] }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const day = dayFormat(formatDate);
  const col = (key: string) => t(`referrals.list.${key}`);
  const btc = (sats: number) => `${formatBtc(sats, { locale })} BTC`;
  return (
    <ScrollRegion className={styles.scroll} label={t("referrals.list.title")}>
      <table className={styles.table} data-testid="referred-miners">
        <thead>
          <tr>
            <th scope="col">{col("miner")}</th>
            <th scope="col">{col("code")}</th>
            <th scope="col">{col("since")}</th>
            <th scope="col">{col("until")}</th>
            <th scope="col">{col("state")}</th>
            <th scope="col" className={styles.number}>
              {col("hashrate")}
            </th>
            <th scope="col" className={styles.number}>
              {col("lastDay")}
            </th>
            <th scope="col" className={styles.number}>
              {col("total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="referred-miner">
              <td className={`${styles.first} ${styles.masked}`} data-testid="referred-name">
                {row.account_name}
              </td>
              <td data-label={col("code")} className={styles.mono}>
                {row.code ?? "—"}
              </td>
              <td data-label={col("since")} className={styles.date}>
                {day(row.since)}
              </td>
              <td data-label={col("until")} className={styles.date}>
                {row.until ? day(row.until) : col("openEnded")}
              </td>
              <td data-label={col("state")}>
                <StatusPill tone={tone[row.state]} status={row.state}>
                  {t(`referrals.states.${row.state}`)}
                </StatusPill>
              </td>
              <td data-label={col("hashrate")} className={styles.number}>
                {formatHashrate(Number(row.hash_rate_24h), locale)}
              </td>
              <td data-label={col("lastDay")} className={styles.number}>
                {btc(row.earned_last_day)}
              </td>
              <td data-label={col("total")} className={styles.number}>
                {btc(row.earned_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
