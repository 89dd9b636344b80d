import type { ChartPeriod } from "@pithead/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartPanel } from "../../../components/charts/chart-panel";
import { PeriodSwitch } from "../../../components/charts/period-switch";
import { useDashboardChart } from "../hooks/use-dashboard-chart";
import type { DashboardSource } from "../utils/dashboard-source";
import styles from "./dashboard.module.css";

/** The hashrate chart of a dashboard with its period switch (1 hour first, the contract's default). */
export function HashrateCard({ source }: { source: DashboardSource }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>("PT1H");
  const chart = useDashboardChart(source, period);
  return (
    <section className={styles.card} aria-labelledby="hashrate-card-title">
      <header className={styles.cardHeader}>
        <h2 id="hashrate-card-title" className={styles.cardTitle}>
          {t("dashboard.chart.title")}
        </h2>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </header>
      <ChartPanel series={chart.data} isLoading={chart.isLoading} isError={chart.isError} />
    </section>
  );
}
