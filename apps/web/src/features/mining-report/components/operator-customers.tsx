import type { OperatorMiningReport } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatBtc, localizeDecimal } from "../../../lib/btc-amount";
import { useFormatters } from "../../../lib/i18n";
import styles from "./operator-report.module.css";

/**
 * The Control Hub's customers for one month as a table (cards below 1024 px, the shared table's rule): the
 * account, days credited, BTC (8 decimals), RUB, days without a price and a link to the customer's report,
 * then the totals.
 */
export function OperatorCustomers(props: {
  report: OperatorMiningReport;
  reportHref: (minerId: string) => string;
}) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const { customers, totals } = props.report;
  const col = (key: string) => t(`operatorReport.table.${key}`);
  const btc = (sats: number) => `${formatBtc(sats, { locale })} BTC`;
  const rub = (value: string) => `${localizeDecimal(value, locale)} ₽`;
  return (
    <table className={styles.table} data-testid="operator-report-table">
      <thead>
        <tr>
          <th scope="col">{col("account")}</th>
          <th scope="col" className={styles.number}>
            {col("days")}
          </th>
          <th scope="col" className={styles.number}>
            {col("credited")}
          </th>
          <th scope="col" className={styles.number}>
            {col("value")}
          </th>
          <th scope="col" className={styles.number}>
            {col("missing")}
          </th>
          <th scope="col" className={styles.action}>
            {col("report")}
          </th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.miner_id} data-testid="operator-report-row" data-miner-id={customer.miner_id}>
            <td className={styles.first} data-testid="operator-report-account">
              {customer.account_name}
            </td>
            <td data-label={col("days")} className={styles.number} data-testid="operator-report-days">
              {formatNumber(customer.days)}
            </td>
            <td data-label={col("credited")} className={styles.number} data-testid="operator-report-btc">
              {btc(customer.credited)}
            </td>
            <td data-label={col("value")} className={styles.number} data-testid="operator-report-rub">
              {rub(customer.rub_value)}
            </td>
            <td
              data-label={col("missing")}
              className={`${styles.number} ${customer.days_without_price > 0 ? styles.missing : ""}`}
              data-testid="operator-report-missing"
            >
              {formatNumber(customer.days_without_price)}
            </td>
            <td className={styles.action}>
              <Link
                className={styles.open}
                to={props.reportHref(customer.miner_id)}
                aria-label={t("operatorReport.table.openLabel", { account: customer.account_name })}
                data-testid="operator-report-open"
              >
                {col("open")}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totals} data-testid="operator-report-totals">
          <th scope="row">{col("total")}</th>
          <td data-label={col("days")} className={styles.number} />
          <td data-label={col("credited")} className={styles.number} data-testid="operator-report-total-btc">
            {btc(totals.credited)}
          </td>
          <td data-label={col("value")} className={styles.number} data-testid="operator-report-total-rub">
            {rub(totals.rub_value)}
          </td>
          <td
            data-label={col("missing")}
            className={styles.number}
            data-testid="operator-report-total-missing"
          >
            {formatNumber(totals.days_without_price)}
          </td>
          <td className={styles.action} />
        </tr>
      </tfoot>
    </table>
  );
}
