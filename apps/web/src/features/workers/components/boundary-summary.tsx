import type { ChartPeriod } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartPanel } from "../../../components/charts/chart-panel";
import { PeriodSwitch } from "../../../components/charts/period-switch";
import { useFormatters } from "../../../lib/i18n";
import { useBoundaryChart } from "../api/get-boundary-charts";
import { useBoundaryStats } from "../api/get-boundary-stats";
import { hashrateFiguresOf } from "../utils/worker-figures";
import styles from "./boundary-summary.module.css";
import { HashrateCell } from "./hashrate-cell";

/** Above a miner's boundary workers: what they are, their figures added up and their summed hashrate over time. */
export function BoundarySummary({ minerId }: { minerId: string }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>("PT1H");
  const chart = useBoundaryChart(minerId, period);
  const stats = useBoundaryStats(minerId);
  const { locale } = useFormatters();
  return (
    <section className={styles.root} data-testid="boundary-summary">
      <p className={styles.text}>{t("workers.boundaryText")}</p>
      <div className={styles.head}>
        <h2 className={styles.heading}>{t("workers.boundarySummary")}</h2>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      {stats.data && (
        <dl className={styles.figures}>
          {hashrateFiguresOf(stats.data, locale).map((figure) => (
            <div key={figure.window} className={styles.figure}>
              <dt>{t(`workers.columns.hash_rate_${figure.window}`)}</dt>
              <dd>
                <HashrateCell figure={figure} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <ChartPanel
        series={chart.data ?? undefined}
        isLoading={chart.isPending}
        isError={chart.isError}
        height={180}
      />
    </section>
  );
}
