import { useTranslation } from "react-i18next";
import { formatBtc } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import { useFeeIncome } from "../api/get-fee-income";
import { utcDay } from "../utils/payment-view";
import styles from "./fee-income-breakdown.module.css";

/**
 * An operator's fee income of one settlement day, customer by customer (largest fee first): each customer's
 * gross reward and the fee on it, and the day's total (the `operator_fee` row's amount).
 */
export function FeeIncomeBreakdown(props: { operatorId: string; day: string; id?: string }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const income = useFeeIncome(props.operatorId, props.day);
  const btc = (sats: number) => formatBtc(sats, { locale });
  if (income.isError)
    return (
      <p id={props.id} className={styles.error} role="alert">
        {t("payments.feeIncome.failed")}
      </p>
    );
  if (!income.data)
    return (
      <p id={props.id} className={styles.muted} aria-busy>
        {t("payments.feeIncome.loading")}
      </p>
    );
  const { customers, total } = income.data;
  return (
    <div id={props.id} className={styles.root} data-testid="fee-income-breakdown">
      <h3 className={styles.title}>{t("payments.feeIncome.title", { day: utcDay(props.day, locale) })}</h3>
      {customers.length === 0 ? (
        <p className={styles.muted}>{t("payments.feeIncome.empty")}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t("payments.feeIncome.customer")}</th>
              <th scope="col" className={styles.number}>
                {t("payments.feeIncome.gross")}
              </th>
              <th scope="col" className={styles.number}>
                {t("payments.feeIncome.fee")}
              </th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.miner_id} data-testid="fee-income-customer">
                <th scope="row" className={styles.name}>
                  {customer.account_name}
                </th>
                <td className={styles.number}>{btc(customer.gross)}</td>
                <td className={styles.number} data-testid="fee-income-fee">
                  {btc(customer.fee)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t("payments.feeIncome.total")}
              </th>
              <td className={styles.number} data-testid="fee-income-total">
                {btc(total)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
