import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { hasRewardFigures, utcDateTime } from "../utils/payment-view";
import { ExpandButton } from "./expand-button";
import { PaymentAmount } from "./payment-amount";
import styles from "./payment-cards.module.css";
import { PaymentDetails } from "./payment-details";
import { PaymentStatusBadge } from "./payment-status";
import type { PaymentsListProps } from "./payments-table";
import { RewardFigures } from "./reward-figures";

/** The mobile list (below 1024 px): a card per payment; a reward card opens to its day figures. */
export function PaymentCards(props: PaymentsListProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  return (
    <ul className={styles.list} data-testid="payment-cards">
      {props.rows.map((payment) => {
        const open = props.expanded.has(payment.id);
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
              {hasRewardFigures(payment) && (
                <ExpandButton open={open} controls={figuresId} onToggle={() => props.onToggle(payment.id)} />
              )}
            </div>
            <p className={styles.meta}>
              <span data-testid="payment-date">{utcDateTime(payment.created_at, locale)}</span>
              {props.showAccount && <span>{payment.account_name}</span>}
            </p>
            <PaymentDetails payment={payment} />
            {open && payment.reward && (
              <div className={styles.figures}>
                <RewardFigures reward={payment.reward} id={figuresId} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
