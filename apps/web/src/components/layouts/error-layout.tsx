import type { ReactNode } from "react";
import { Brand } from "./brand";
import styles from "./error-layout.module.css";

/** Not-found and internal-error pages: a slim header and the message centred. `plain` works without a router. */
export function ErrorLayout({
  brandName,
  actions,
  plain = false,
  children,
}: {
  brandName: string;
  actions?: ReactNode;
  plain?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Brand name={brandName} plain={plain} />
        <div className={styles.actions}>{actions}</div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
