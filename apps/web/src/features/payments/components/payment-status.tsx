import type { PaymentStatus } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import styles from "./payment-parts.module.css";

/** pending (amber), completed (green), canceled (grey, struck through amount elsewhere). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-status={status} data-testid="payment-status">
      <span className={styles.dot} aria-hidden />
      {t(`payments.statuses.${status}`)}
    </span>
  );
}
