import { type ChartPeriod, chartPeriods } from "@pithead/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./period-switch.module.css";

/**
 * The chart period: 15 min, 1 hour, 1 day, 7 days (PT15M, PT1H, P1D, P1W), as native radio buttons drawn as a
 * segmented control (arrow keys move between them).
 */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: ChartPeriod;
  onChange: (period: ChartPeriod) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t("charts.period.label")}</legend>
      {chartPeriods.map((period) => (
        <label key={period} className={styles.option} data-checked={period === value || undefined}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
          />
          {t(`charts.period.${period}`)}
        </label>
      ))}
    </fieldset>
  );
}
