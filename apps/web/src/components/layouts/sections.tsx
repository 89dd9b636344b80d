import type { ReactNode } from "react";
import styles from "./sections.module.css";

/** Cards (settings sections) stacked with the page's gap, inside an area tab that has no Page of its own. */
export function Sections({ children }: { children: ReactNode }) {
  return <div className={styles.sections}>{children}</div>;
}
