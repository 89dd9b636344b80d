import styles from "./spinner.module.css";

export interface SpinnerProps {
  size?: number;
  /** Accessible text; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

/** A calm circular activity indicator drawn with currentColor. */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  return (
    <span
      className={[styles.spinner, className].filter(Boolean).join(" ")}
      style={{ width: size, height: size }}
      {...(label ? { role: "status", "aria-label": label } : { "aria-hidden": true })}
    />
  );
}
