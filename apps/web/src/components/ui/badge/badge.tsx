import type { ReactNode } from "react";
import styles from "./badge.module.css";

export type BadgeTone = "neutral" | "success" | "warning" | "danger";

/** A status pill with a dot: green for good, amber for waiting, red for trouble, grey otherwise. */
export function StatusPill(props: {
  tone: BadgeTone;
  /** The raw status, kept on the element for tests and styles of the caller. */
  status?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={styles.badge}
      data-tone={props.tone}
      data-status={props.status}
      data-testid={props.testId}
    >
      <span className={styles.dot} aria-hidden />
      {props.children}
    </span>
  );
}
