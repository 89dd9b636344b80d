import type { ChartPoint } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { formatHashrate, formatRelError } from "../../lib/hashrate-format";
import { useFormatters } from "../../lib/i18n";
import { timeFormatOf } from "./chart-data";
import styles from "./hashrate-chart.module.css";

/**
 * The chart's legend: the hovered bucket (else the latest one): its time, hash rate, +-error and the accepted
 * shares behind it.
 */
export function ChartReadout({
  point,
  bucketSeconds,
  hovered,
}: {
  point: ChartPoint | undefined;
  bucketSeconds: number;
  hovered: boolean;
}) {
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  if (!point) return <div className={styles.readout} />;
  const error = formatRelError(point.rel_error, locale);
  return (
    <div className={styles.readout} data-testid="chart-readout" data-hovered={hovered || undefined}>
      <time dateTime={point.t} className={styles.muted}>
        {hovered ? "" : `${t("charts.readout.latest")} · `}
        {formatDate(point.t, timeFormatOf(bucketSeconds))}
      </time>
      <strong className={styles.rate}>{formatHashrate(point.hash_rate, locale)}</strong>
      {error && (
        <span className={styles.muted} title={t("charts.readout.errorHint")}>
          {error}
        </span>
      )}
      <span className={styles.muted}>
        {t("charts.readout.shares", { value: formatNumber(point.shares) })}
      </span>
    </div>
  );
}
