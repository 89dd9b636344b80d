import type { WorkerSilence, WorkerStats } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { hashrateFiguresOf, rejectText } from "../utils/worker-figures";
import { StatusBadge } from "./status-badge";
import styles from "./worker-detail.module.css";

/** A worker's figures in full: status, each hashrate with its relative error and shares, reject rate, last share. */
export function WorkerFigures(props: {
  figures: WorkerStats;
  since: string | null;
  silence?: WorkerSilence | null;
}) {
  const { t } = useTranslation();
  const { locale, formatDate, formatNumber } = useFormatters();
  const { figures } = props;
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>{t("workers.columns.status")}</dt>
        <dd>
          <StatusBadge status={figures.status} since={props.since} silence={props.silence} />
        </dd>
      </div>
      {hashrateFiguresOf(figures, locale).map((figure) => (
        <div key={figure.window} className={styles.figure} data-testid={`detail-hashrate-${figure.window}`}>
          <dt>{t("workers.detail.hashrate", { window: t(`workers.window.${figure.window}`) })}</dt>
          <dd>
            <span className={styles.value}>{figure.value}</span>
            <span className={styles.muted}>
              {figure.relError !== null
                ? t("workers.detail.shares", { error: figure.error, shares: formatNumber(figure.shares) })
                : t("workers.detail.noShares")}
            </span>
          </dd>
        </div>
      ))}
      <div className={styles.figure}>
        <dt>{t("workers.detail.reject")}</dt>
        <dd className={styles.value}>{rejectText(figures, locale)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t("workers.detail.lastShare")}</dt>
        <dd>{formatDate(figures.last_share_at, { dateStyle: "medium", timeStyle: "short" })}</dd>
      </div>
      <div className={styles.figure}>
        <dt>{t("workers.detail.kind")}</dt>
        <dd>{t(`workers.detail.${figures.behaviour}`)}</dd>
      </div>
    </dl>
  );
}
