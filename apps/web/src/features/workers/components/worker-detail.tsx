import type { ChartPeriod, WorkerRow } from "@pithead/contract";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartPanel } from "../../../components/charts/chart-panel";
import { PeriodSwitch } from "../../../components/charts/period-switch";
import { Dialog } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner/spinner";
import { useWorkerChart } from "../api/get-worker-charts";
import { useWorkerStats } from "../api/get-worker-stats";
import styles from "./worker-detail.module.css";
import { WorkerFigures } from "./worker-figures";

/**
 * One worker: a panel along the right edge on desktop, a bottom sheet below 1024 px. Its chart (period switch)
 * and its current figures (`workers/stats`, refreshed every minute); the row it was opened from gives the time
 * of the last status change. Opened by id (the address's `worker`), so a reload keeps it open.
 */
export function WorkerDetail(props: {
  workerId: string | null;
  row: WorkerRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Keep the last worker while the dialog plays its closing animation.
  const [shownId, setShownId] = useState(props.workerId);
  useEffect(() => {
    if (props.workerId) setShownId(props.workerId);
  }, [props.workerId]);
  const stats = useWorkerStats(shownId);
  const figures = stats.data ?? (props.row?.id === shownId ? props.row : undefined);
  const name = figures?.name ?? props.row?.name ?? "";
  const account = props.row?.account_name;
  return (
    <Dialog
      open={props.workerId !== null}
      onClose={props.onClose}
      placement="side"
      closeOnOutsideClick
      title={<span data-testid="worker-detail-title">{name || "…"}</span>}
      description={account && name ? t("workers.detail.login", { login: `${account}.${name}` }) : undefined}
    >
      {shownId && <DetailBody workerId={shownId} figures={figures} row={props.row} stats={stats} />}
    </Dialog>
  );
}

function DetailBody(props: {
  workerId: string;
  figures: Parameters<typeof WorkerFigures>[0]["figures"] | undefined;
  row: WorkerRow | undefined;
  stats: ReturnType<typeof useWorkerStats>;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ChartPeriod>("PT1H");
  const chart = useWorkerChart(props.workerId, period);
  const { figures, stats } = props;
  return (
    <div className={styles.body} data-testid="worker-detail">
      <section className={styles.section}>
        <div className={styles.chartHead}>
          <h3 className={styles.heading}>{t("workers.chart.title")}</h3>
          <PeriodSwitch value={period} onChange={setPeriod} />
        </div>
        <ChartPanel
          series={chart.data ?? undefined}
          isLoading={chart.isPending}
          isError={chart.isError}
          height={200}
        />
      </section>
      <section className={styles.section}>
        <h3 className={styles.heading}>{t("workers.detail.figures")}</h3>
        {figures ? (
          <WorkerFigures
            figures={figures}
            since={props.row && props.row.status === figures.status ? props.row.status_changed_at : null}
            silence={props.row && props.row.status === figures.status ? props.row.silence : null}
          />
        ) : stats.isPending ? (
          <Spinner size={20} label={t("workers.list.loading")} />
        ) : (
          <p role="alert" className={styles.muted}>
            {t(stats.isError ? "workers.detail.failed" : "workers.detail.notFound")}
          </p>
        )}
      </section>
    </div>
  );
}
