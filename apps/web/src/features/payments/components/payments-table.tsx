import type { Payment } from "@pithead/contract";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { rowOpensTo, utcDateTime } from "../utils/payment-view";
import { ExpandButton } from "./expand-button";
import { PaymentAmount } from "./payment-amount";
import { PaymentDetails } from "./payment-details";
import { PaymentStatusBadge } from "./payment-status";
import styles from "./payments-table.module.css";
import { RowMore } from "./row-more";

export type PaymentsListProps = {
  rows: Payment[];
  /** A pool's or an operator's list names the miner account of each row. */
  showAccount: boolean;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

/**
 * The desktop list (from 1024 px): one page of payments; a reward row opens to its day figures, an operator's
 * fee income row to the day's fee by customer.
 */
export function PaymentsTable(props: PaymentsListProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const columns = 6 + (props.showAccount ? 1 : 0);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="payments-table">
        <thead>
          <tr>
            <th scope="col" className={styles.expandCell}>
              <span className={styles.hidden}>{t("payments.columns.more")}</span>
            </th>
            <th scope="col">{t("payments.columns.date")}</th>
            {props.showAccount && <th scope="col">{t("payments.columns.account")}</th>}
            <th scope="col">{t("payments.columns.type")}</th>
            <th scope="col">{t("payments.columns.details")}</th>
            <th scope="col">{t("payments.columns.status")}</th>
            <th scope="col" className={styles.number}>
              {t("payments.columns.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((payment) => {
            const opens = rowOpensTo(payment);
            const open = opens !== null && props.expanded.has(payment.id);
            const figuresId = `payment-figures-${payment.id}`;
            return (
              <Fragment key={payment.id}>
                <tr className={styles.row} data-testid="payment-row" data-type={payment.type}>
                  <td className={styles.expandCell}>
                    {opens && (
                      <ExpandButton
                        open={open}
                        controls={figuresId}
                        kind={opens}
                        onToggle={() => props.onToggle(payment.id)}
                      />
                    )}
                  </td>
                  <td className={styles.date} data-testid="payment-date">
                    {utcDateTime(payment.created_at, locale)}
                  </td>
                  {props.showAccount && <td className={styles.account}>{payment.account_name}</td>}
                  <td data-testid="payment-type">{t(`payments.types.${payment.type}`)}</td>
                  <td className={styles.detailsCell}>
                    <PaymentDetails payment={payment} />
                  </td>
                  <td>
                    <PaymentStatusBadge status={payment.status} />
                  </td>
                  <td className={styles.number}>
                    <PaymentAmount payment={payment} />
                  </td>
                </tr>
                {open && opens && (
                  <tr className={styles.figuresRow}>
                    <td colSpan={columns}>
                      <RowMore payment={payment} kind={opens} id={figuresId} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
