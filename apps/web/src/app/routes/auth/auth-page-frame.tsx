import type { ReactNode } from "react";
import styles from "./auth-page-frame.module.css";

/** Title, subtitle and content of an auth-layout page that is not an identity flow (name, invitation). */
export function AuthPageFrame({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.frame}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {children}
    </section>
  );
}
