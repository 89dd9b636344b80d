import { type MiningReport, priceAgeHours } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "../../../components/ui/table/scroll-region";
import { formatBtc, localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { utcDay } from "../utils/months";
import styles from "./mining-report.module.css";

type Day = MiningReport["days"][number];

/**
 * A day with profit sharing or referral income: the Payments rows behind its credit, each kind on its own line
 * (reward, shares given, shares received, referral income); a day of its reward alone shows none.
 */
function DayParts({ breakdown: b }: { breakdown: Day["breakdown"] }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  if (b.shares_given === 0 && b.shares_received === 0 && b.referral === 0) return null;
  const parts = [
    ["reward", b.reward],
    ["sharesGiven", b.shares_given],
    ["sharesReceived", b.shares_received],
    ["referral", b.referral],
  ] as const;
  return (
    <span className={styles.parts} data-testid="mining-report-day-parts">
      {parts
        .filter(([, sats]) => sats > 0)
        .map(([key, sats]) => (
          <span key={key} data-testid={`mining-report-part-${key}`}>
            {t(`miningReport.days.parts.${key}`, { amount: formatBtc(sats, { locale }) })}
          </span>
        ))}
    </span>
  );
}

/**
 * The settlement days of the month as a table (cards below 1024 px): the day, BTC credited (8 decimals), the
 * BTC/RUB price with its source and time (marked when over an hour older than the credit), the RUB value and
 * the payout address in force.
 */
export function ReportDays({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const col = (key: string) => t(`miningReport.days.${key}`);
  const rub = (value: string) => `${localizeDecimal(value, locale)} ₽`;
  const time = (value: string) =>
    formatDate(value, {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
  return (
    <ScrollRegion className={styles.scroll} label={t("miningReport.days.title")}>
      <table className={styles.table} data-testid="mining-report-days">
        <thead>
          <tr>
            <th scope="col">{col("day")}</th>
            <th scope="col" className={styles.number}>
              {col("credited")}
            </th>
            <th scope="col" className={styles.number}>
              {col("price")}
            </th>
            <th scope="col">{col("source")}</th>
            <th scope="col" className={styles.number}>
              {col("value")}
            </th>
            <th scope="col">{col("address")}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} data-testid="mining-report-day">
              <td className={`${styles.first} ${styles.date}`}>
                {formatDate(utcDay(day.day), { dateStyle: "medium", timeZone: "UTC" })}
              </td>
              <td data-label={col("credited")} className={styles.number}>
                {formatBtc(day.credited, { locale })} BTC
                <DayParts breakdown={day.breakdown} />
              </td>
              <td data-label={col("price")} className={styles.number}>
                {day.rub_price ? rub(day.rub_price) : <span className={styles.muted}>{col("noPrice")}</span>}
              </td>
              <td data-label={col("source")} className={styles.source}>
                <span className={styles.sourceLines}>
                  <span>
                    {day.rub_price_source && day.rub_price_at
                      ? t("miningReport.days.sourceValue", {
                          source: day.rub_price_source,
                          time: time(day.rub_price_at),
                        })
                      : "—"}
                  </span>
                  {day.rub_price_stale && day.rub_price_at && day.rub_price_age_minutes !== null && (
                    <span className={styles.stale} data-testid="mining-report-stale-price">
                      {t("miningReport.days.stale", {
                        time: time(day.rub_price_at),
                        hours: localizeDecimal(priceAgeHours(day.rub_price_age_minutes), locale),
                      })}
                    </span>
                  )}
                </span>
              </td>
              <td data-label={col("value")} className={styles.number}>
                {day.rub_value ? rub(day.rub_value) : "—"}
              </td>
              <td data-label={col("address")}>
                {day.address ? (
                  <span className={styles.address}>{day.address}</span>
                ) : (
                  <span className={styles.muted}>{col("noAddress")}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
