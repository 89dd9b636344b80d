import type { ChartPoint } from "@pithead/contract";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { hashrateScale } from "../../lib/hashrate-format";
import { useFormatters } from "../../lib/i18n";
import { readChartColors } from "./chart-colors";
import { maxOfColumns, toColumns } from "./chart-data";
import { hashrateChartOptions } from "./chart-options";
import { ChartReadout } from "./chart-readout";
import styles from "./hashrate-chart.module.css";

export type HashrateChartProps = {
  /** The series' points, oldest first (`ChartSeries.points`). */
  points: ChartPoint[];
  /** The bucket each point averages over (`ChartSeries.bucket_seconds`). */
  bucketSeconds: number;
  /** Height of the plot in CSS pixels (default 240). */
  height?: number;
};

/**
 * Hashrate over time (uPlot): the rate as a line, its uncertainty (rate x (1 +- rel_error)) as a light band,
 * a legend with the hovered bucket. Follows its container's width and the theme's colours; no points: a
 * short note instead of an empty plot.
 */
export function HashrateChart({ points, bucketSeconds, height = 240 }: HashrateChartProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const columns = useMemo(() => toColumns(points), [points]);
  const scale = useMemo(() => hashrateScale(maxOfColumns(columns)), [columns]);
  const scaleRef = useRef(scale);
  scaleRef.current = scale;
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const [hovered, setHovered] = useState<number | null>(null);
  const empty = points.length === 0;

  // One plot per mount, locale and height; data changes only call setData.
  useEffect(() => {
    const element = box.current;
    if (!element || empty) return;
    const created = new uPlot(
      hashrateChartOptions({
        width: Math.max(element.clientWidth, 200),
        height,
        colors: readChartColors(element),
        locale,
        scale: () => scaleRef.current,
        onHover: setHovered,
      }),
      columnsRef.current,
      element,
    );
    plot.current = created;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== created.width) created.setSize({ width, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.destroy();
      plot.current = null;
    };
  }, [empty, height, locale]);

  useEffect(() => {
    plot.current?.setData(columns);
    setHovered(null);
  }, [columns]);

  if (empty) {
    return (
      <div className={styles.empty} style={{ height }} data-testid="hashrate-chart-empty">
        {t("charts.empty")}
      </div>
    );
  }
  const shown = hovered === null ? points.at(-1) : points[hovered];
  return (
    <figure className={styles.root} data-testid="hashrate-chart" aria-label={t("charts.label")}>
      <ChartReadout point={shown} bucketSeconds={bucketSeconds} hovered={hovered !== null} />
      <span className={styles.unit}>{scale.unit}</span>
      <div ref={box} className={styles.plot} style={{ minHeight: height }} />
    </figure>
  );
}
