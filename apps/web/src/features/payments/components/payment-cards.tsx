import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { rowOpensTo, utcDateTime } from "../utils/payment-view";
import { ExpandButton } from "./expand-button";
import { PaymentAmount } from "./payment-amount";
import styles from "./payment-cards.module.css";
import { PaymentDetails } from "./payment-details";
import { PaymentStatusBadge } from "./payment-status";
import type { PaymentsListProps } from "./payments-table";
import { RowMore } from "./row-more";

/**
 * The mobile list (below 1024 px): a card per payment; a reward card opens to its day figures, an operator's fee
 * income card to the day's fee by customer.
 */
export function PaymentCards(props: PaymentsListProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return (
    <ul className={styles.list} data-testid="payment-cards">
      {props.rows.map((payment) => {
        const opens = rowOpensTo(payment);
        const open = opens !== null && props.expanded.has(payment.id);
        const figuresId = `payment-card-figures-${payment.id}`;
        return (
          <li key={payment.id} className={styles.card} data-testid="payment-row" data-type={payment.type}>
            <header className={styles.header}>
              <span className={styles.type} data-testid="payment-type">
                {t(`payments.types.${payment.type}`)}
              </span>
              <PaymentStatusBadge status={payment.status} />
            </header>
            <div className={styles.main}>
              <PaymentAmount payment={payment} />
              {opens && (
                <ExpandButton
                  open={open}
                  controls={figuresId}
                  kind={opens}
                  onToggle={() => props.onToggle(payment.id)}
                />
              )}
            </div>
            <p className={styles.meta}>
              <span data-testid="payment-date">{utcDateTime(payment.created_at, locale)}</span>
              {props.showAccount && <span>{payment.account_name}</span>}
            </p>
            <PaymentDetails payment={payment} />
            {open && opens && (
              <div className={styles.figures}>
                <RowMore payment={payment} kind={opens} id={figuresId} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
