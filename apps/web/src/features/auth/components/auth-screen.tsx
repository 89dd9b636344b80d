import type { ReactNode } from "react";
import { Spinner } from "../../../components/ui/spinner/spinner";
import styles from "./auth-screen.module.css";

/** The frame of every identity step: title, optional subtitle, the form (or a spinner) and links under it. */
export function AuthScreen({
  title,
  subtitle,
  loading,
  links,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  loading?: boolean;
  links?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {loading ? (
        <div className={styles.loading}>
          <Spinner size={24} />
        </div>
      ) : (
        children
      )}
      {links && <nav className={styles.links}>{links}</nav>}
    </section>
  );
}
