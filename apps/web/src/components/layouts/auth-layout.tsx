import type { ReactNode } from "react";
import styles from "./auth-layout.module.css";
import { CenteredLayout } from "./centered-layout";

/** Sign-in, registration and the other identity steps: a centred card under a slim header. */
export function AuthLayout({
  brandName,
  actions,
  footer,
  children,
}: {
  brandName: string;
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <CenteredLayout brandName={brandName} actions={actions}>
      <div className={styles.card}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </CenteredLayout>
  );
}
