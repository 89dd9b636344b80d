import type { ReactNode } from "react";
import styles from "./page.module.css";

/** A page inside a layout: its title, an optional subtitle and actions (beside the title), and the content. */
export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </>
  );
  return (
    <div className={styles.page}>
      {actions ? (
        <header className={styles.headerRow}>
          <div className={styles.header}>{heading}</div>
          <div className={styles.actions}>{actions}</div>
        </header>
      ) : (
        <header className={styles.header}>{heading}</header>
      )}
      {children}
    </div>
  );
}
