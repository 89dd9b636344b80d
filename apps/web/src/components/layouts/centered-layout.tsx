import type { ReactNode } from "react";
import { Brand } from "./brand";
import styles from "./centered-layout.module.css";

/**
 * A slim header (brand, actions) over one centred column: the error pages use it as it is, the auth layout
 * puts its card in it. `plain` works without a router.
 */
export function CenteredLayout({
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
