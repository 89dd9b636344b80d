import type { ReactNode } from "react";
import styles from "./form.module.css";

/**
 * The line under a field: its error (red, announced as an alert) when there is one, else the hint. Give the
 * field `aria-describedby={id}`.
 */
export function FieldNote({ id, error, hint }: { id: string; error?: string | null; hint: ReactNode }) {
  return (
    <p id={id} className={error ? styles.error : styles.hint} role={error ? "alert" : undefined}>
      {error || hint}
    </p>
  );
}
