import { useTranslation } from "react-i18next";
import { useCurrentFee } from "../../../lib/current-fee";
import { useFormatters } from "../../../lib/i18n";
import { percentValue } from "../utils/fee-form";
import styles from "./fees.module.css";

/**
 * The fee the miner pays today: "Pool fee 0.9 %", and (a customer of an operator that charges a fee) the
 * operator's part and the total, unless the operator hides its fee (`hidden`: only the pool's part shows).
 */
export function CurrentFee({ minerId }: { minerId: string }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const fee = useCurrentFee(minerId);
  if (fee.isError)
    return (
      <p className={styles.error} role="alert">
        {t("fees.failed")}
      </p>
    );
  if (!fee.data) return <p className={styles.muted}>{t("fees.loading")}</p>;
  const percent = (text: string) =>
    t("fees.percent", { value: formatNumber(percentValue(text), { maximumFractionDigits: 4 }) });
  const { pool_percent: pool, operator_percent: operator, percent: total, hidden } = fee.data;
  // An independent miner (or a customer its operator charges nothing) pays the pool's part alone.
  const withOperator = !hidden && operator !== null && percentValue(operator) > 0;
  return (
    <dl className={styles.figures} data-testid="current-fee">
      <div className={styles.figure}>
        <dt>{t(fee.data.pool_source === "miner" ? "fees.poolPersonal" : "fees.pool")}</dt>
        <dd>{percent(pool)}</dd>
      </div>
      {withOperator && (
        <div className={styles.figure}>
          <dt>{t("fees.operator")}</dt>
          <dd>{percent(operator ?? "0")}</dd>
        </div>
      )}
      {withOperator && total !== null && (
        <div className={styles.figure}>
          <dt>{t("fees.total")}</dt>
          <dd>{percent(total)}</dd>
        </div>
      )}
    </dl>
  );
}
