import type { ReactNode } from "react";
import styles from "./auth-layout.module.css";
import { Brand } from "./brand";

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
    <div className={styles.shell}>
      <header className={styles.header}>
        <Brand name={brandName} />
        <div className={styles.actions}>{actions}</div>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </main>
    </div>
  );
}
