import { useTranslation } from "react-i18next";
import { Icon } from "../ui/icon/icon";
import styles from "./chart-panel.module.css";
import { type ChartStatusView, chartStatusKeys } from "./chart-status";

/** The data-status message of a chart: over the chart (overlay) or in its place (replace). */
export function ChartStatusMessage({
  view,
  height,
}: {
  view: Exclude<ChartStatusView, { mode: "chart" }>;
  height: number;
}) {
  const { t } = useTranslation();
  const keys = chartStatusKeys(view.status);
  return (
    <div
      className={view.mode === "overlay" ? styles.overlay : styles.replace}
      style={view.mode === "replace" ? { minHeight: height } : undefined}
      role="status"
      data-testid="chart-status"
      data-status={view.status}
      data-tone={view.tone}
    >
      <span className={styles.statusIcon}>
        <Icon name={view.tone === "warning" ? "alert" : "info"} size={18} />
      </span>
      <span className={styles.statusText}>
        <strong>{t(keys.title)}</strong>
        <span>{t(keys.text)}</span>
      </span>
    </div>
  );
}
