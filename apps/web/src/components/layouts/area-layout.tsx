import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./area-layout.module.css";
import { type SectionTab, SectionTabs } from "./section-tabs";

export type AreaLayoutProps = {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  tabs: SectionTab[];
  tabsLabel: string;
  children: ReactNode;
};

/** An area with its own pages inside the app shell (customer area, platform): title, tabs, content. */
export function AreaLayout({ title, subtitle, back, tabs, tabsLabel, children }: AreaLayoutProps) {
  return (
    <div className={styles.area}>
      <header className={styles.header}>
        {back && (
          <Link className={styles.back} to={back.to}>
            ← {back.label}
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      <SectionTabs tabs={tabs} label={tabsLabel} />
      {children}
    </div>
  );
}
