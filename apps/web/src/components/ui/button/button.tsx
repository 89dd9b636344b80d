import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Spinner } from "../spinner/spinner";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "s" | "m";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks clicks (aria-busy). */
  loading?: boolean;
  /** Stretches to the container width. */
  block?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = "primary",
  size = "m",
  loading = false,
  block = false,
  icon,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], block && styles.block, className];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className={styles.spinner} size={size === "s" ? 14 : 16} />}
      <span className={styles.content}>
        {icon}
        {children}
      </span>
    </button>
  );
}
