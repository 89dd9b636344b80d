import styles from "./platform.module.css";

/** A platform list's status select: every status, or one; the choice goes back to page 1 (the caller's part). */
export function StatusFilter<S extends string>(props: {
  id: string;
  label: string;
  allLabel: string;
  statuses: readonly S[];
  labelOf: (status: S) => string;
  value: S | undefined;
  onChange: (status: S | undefined) => void;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={`${styles.input} ${styles.narrow}`}
        value={props.value ?? ""}
        onChange={(event) => props.onChange((event.target.value || undefined) as S | undefined)}
      >
        <option value="">{props.allLabel}</option>
        {props.statuses.map((item) => (
          <option key={item} value={item}>
            {props.labelOf(item)}
          </option>
        ))}
      </select>
    </div>
  );
}
