import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./area-layout.module.css";
import { type SectionTab, SectionTabs } from "./section-tabs";

export type AreaLayoutProps = {
  title: string;
  /** The title is data (a customer's name): browsers and the page scan leave it untranslated. */
  titleIsData?: boolean;
  subtitle?: string;
  back?: { to: string; label: string };
  tabs: SectionTab[];
  tabsLabel: string;
  children: ReactNode;
};

/** An area with its own pages inside the app shell (customer area, platform): title, tabs, content. */
export function AreaLayout({
  title,
  titleIsData,
  subtitle,
  back,
  tabs,
  tabsLabel,
  children,
}: AreaLayoutProps) {
  return (
    <div className={styles.area}>
      <header className={styles.header}>
        {back && (
          <Link className={styles.back} to={back.to}>
            ← {back.label}
          </Link>
        )}
        <h1 className={styles.title} translate={titleIsData ? "no" : undefined}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      <SectionTabs tabs={tabs} label={tabsLabel} />
      {children}
    </div>
  );
}
