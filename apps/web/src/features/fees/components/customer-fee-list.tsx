import type { Fee } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { percentValue } from "../utils/fee-form";
import styles from "./fees.module.css";

/** The operator's fee periods for a customer, newest first: percent, days (inclusive), comment. */
export function CustomerFeeList({ fees }: { fees: Fee[] }) {
  const { t } = useTranslation();
  const { formatNumber, formatDate } = useFormatters();
  if (fees.length === 0) return <p className={styles.muted}>{t("fees.customer.empty")}</p>;
  const day = (value: string) => formatDate(`${value}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <ul className={styles.list}>
      {fees.map((fee) => (
        <li key={fee.id} className={styles.item} data-testid="customer-fee">
          <span className={styles.percent}>
            {t("fees.percent", {
              value: formatNumber(percentValue(fee.percent), { maximumFractionDigits: 4 }),
            })}
          </span>
          <span>
            {fee.end_date
              ? t("fees.customer.period", { start: day(fee.start_date), end: day(fee.end_date) })
              : t("fees.customer.from", { start: day(fee.start_date) })}
          </span>
          {fee.comment && (
            <span className={styles.muted} translate="no">
              {fee.comment}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
