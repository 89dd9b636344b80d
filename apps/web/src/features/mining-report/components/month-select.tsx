import { useFormatters } from "../../../lib/i18n";
import { utcDay } from "../utils/months";
import styles from "./mining-report.module.css";

/** A report month's name in the interface's language: "October 2026", "октябрь 2026 г.", "2026年10月". */
export function useMonthName(): (month: string) => string {
  const { formatDate } = useFormatters();
  return (month) => formatDate(utcDay(month), { month: "long", year: "numeric", timeZone: "UTC" });
}

/** The month picker of the miner's and the operator's report (its id is also its test id). */
export function MonthSelect(props: {
  id: string;
  label: string;
  value: string;
  months: string[];
  onChange: (month: string) => void;
}) {
  const monthName = useMonthName();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={styles.input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.id}
      >
        {props.months.map((item) => (
          <option key={item} value={item}>
            {monthName(item)}
          </option>
        ))}
      </select>
    </div>
  );
}
