import { type Referrals, referralDailyDays } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { dayFormat } from "../utils/share-link";
import styles from "./referrals.module.css";

/** The total earned from referrals and the last 30 settlement days with earnings, newest first. */
export function ReferralEarnings({ data }: { data: Pick<Referrals, "earned_total" | "daily"> }) {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const day = dayFormat(formatDate);
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t("referrals.earnings.total")}</dt>
          <dd data-testid="referrals-earned-total">{formatBtc(data.earned_total, { locale })} BTC</dd>
        </div>
      </dl>
      <h3 className={styles.total}>{t("referrals.earnings.daily", { days: referralDailyDays })}</h3>
      {data.daily.length === 0 ? (
        <p className={styles.muted}>{t("referrals.earnings.empty", { days: referralDailyDays })}</p>
      ) : (
        <ul className={styles.daily} data-testid="referrals-daily">
          {data.daily.map((item) => (
            <li key={item.day} className={styles.dailyItem} data-testid="referrals-day">
              <span className={styles.date}>{day(item.day)}</span>
              <span className={styles.amount}>{formatBtc(item.amount, { locale })} BTC</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
