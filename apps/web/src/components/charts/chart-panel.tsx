import type { ChartSeries } from "@pithead/contract";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner/spinner";
import styles from "./chart-panel.module.css";
import { chartStatusView } from "./chart-status";
import { ChartStatusMessage } from "./chart-status-message";
import { LazyHashrateChart, preloadHashrateChart } from "./lazy-hashrate-chart";

/**
 * One chart series with its data status: loading, a failed load, the status message over the chart or in its
 * place (see `chartStatusView`), else the chart. The workers page draws a worker's series the same way.
 */
export function ChartPanel({
  series,
  isLoading,
  isError,
  height = 240,
}: {
  series: ChartSeries | undefined;
  isLoading: boolean;
  isError: boolean;
  height?: number;
}) {
  const { t } = useTranslation();
  useEffect(preloadHashrateChart, []);
  const loading = (
    <div className={styles.placeholder} style={{ minHeight: height }}>
      <Spinner size={20} label={t("charts.loading")} />
    </div>
  );
  if (!series) {
    if (isLoading) return loading;
    return (
      <div className={styles.placeholder} style={{ minHeight: height }}>
        <span role={isError ? "alert" : undefined}>{t(isError ? "charts.failed" : "charts.empty")}</span>
      </div>
    );
  }
  const view = chartStatusView(series.status);
  if (view.mode === "replace") return <ChartStatusMessage view={view} height={height} />;
  return (
    <div className={styles.panel} data-status={series.status} data-period={series.period}>
      <Suspense fallback={loading}>
        <LazyHashrateChart points={series.points} bucketSeconds={series.bucket_seconds} height={height} />
      </Suspense>
      {view.mode === "overlay" && <ChartStatusMessage view={view} height={height} />}
    </div>
  );
}
