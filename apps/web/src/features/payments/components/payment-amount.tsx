import type { Payment } from "@pithead/contract";
import { useFormatters } from "../../../lib/i18n";
import { signedAmount } from "../utils/payment-view";
import styles from "./payment-parts.module.css";

/** "+0.00012345" in green when it came in, "-0.00100000" when it went out; struck through when canceled. */
export function PaymentAmount({ payment }: { payment: Pick<Payment, "amount" | "direction" | "status"> }) {
  const { locale } = useFormatters();
  return (
    <span
      className={styles.amount}
      data-direction={payment.direction}
      data-status={payment.status}
      data-testid="payment-amount"
    >
      {signedAmount(payment, locale)}
    </span>
  );
}
