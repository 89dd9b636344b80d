import type { ReactNode } from "react";
import { Tooltip } from "../../../components/ui/tooltip";
import styles from "./stat-tiles.module.css";

/** One figure: its label, the value (with a tooltip when `hint` is given) and a muted line under it. */
export function StatTile(props: {
  id: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  detail?: ReactNode;
}) {
  const value = <strong className={styles.value}>{props.value}</strong>;
  return (
    <div className={styles.tile} data-testid={`tile-${props.id}`}>
      <span className={styles.label}>{props.label}</span>
      {props.hint ? <Tooltip content={props.hint}>{value}</Tooltip> : value}
      <span className={styles.detail}>{props.detail ?? "\u00a0"}</span>
    </div>
  );
}
