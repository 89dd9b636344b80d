import type { ReactNode } from "react";
import { Brand } from "./brand";
import { type SectionTab, SectionTabs } from "./section-tabs";
import styles from "./watch-layout.module.css";

export type WatchLayoutProps = {
  brandName: string;
  homeHref: string;
  badge: string;
  tabs: SectionTab[];
  tabsLabel: string;
  /** What is watched (the account's name), above the tabs. */
  heading?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** Read-only watcher view: a top bar marked read-only, tabs for dashboard, workers and payments. */
export function WatchLayout({
  brandName,
  homeHref,
  badge,
  tabs,
  tabsLabel,
  heading,
  actions,
  children,
}: WatchLayoutProps) {
  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <div className={styles.brand}>
          <Brand name={brandName} to={homeHref} />
          <span className={styles.badge}>{badge}</span>
        </div>
        <div className={styles.actions}>{actions}</div>
      </header>
      <main className={styles.main}>
        {heading && <div className={styles.heading}>{heading}</div>}
        <SectionTabs tabs={tabs} label={tabsLabel} />
        {children}
      </main>
    </div>
  );
}
