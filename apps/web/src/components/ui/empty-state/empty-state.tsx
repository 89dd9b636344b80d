import type { ReactNode } from "react";
import { Icon, type IconName } from "../icon/icon";
import styles from "./empty-state.module.css";

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a <Button>. */
  action?: ReactNode;
  className?: string;
}

/** The honest "nothing here (yet)" block for empty lists and pages whose feature comes later. */
export function EmptyState({ icon = "info", title, description, action, className }: EmptyStateProps) {
  return (
    <section className={[styles.root, className].filter(Boolean).join(" ")}>
      <span className={styles.icon}>
        <Icon name={icon} size={24} />
      </span>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
