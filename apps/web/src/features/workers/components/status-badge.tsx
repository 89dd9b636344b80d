import type { WorkerStatus } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusPill } from "../../../components/ui/badge/badge";
import { useFormatters } from "../../../lib/i18n";
import { cachedDateTimeFormat } from "../../../lib/intl-cache";
import { statusSinceOptions } from "../utils/status-time";
import styles from "./status-badge.module.css";

const tones: Record<WorkerStatus, BadgeTone> = {
  stable: "success",
  unavailable: "warning",
  off: "danger",
  removed: "neutral",
};

/** A worker's status and, below it, since when (the time of the last change). */
export function StatusBadge({ status, since }: { status: WorkerStatus; since?: string | null }) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const changed = since ? new Date(since) : null;
  return (
    <span className={styles.root}>
      <StatusPill tone={tones[status]} status={status} testId="worker-status">
        {t(`workers.status.${status}`)}
      </StatusPill>
      {changed && !Number.isNaN(changed.getTime()) && (
        <time className={styles.since} dateTime={changed.toISOString()}>
          {t("workers.status.since", {
            when: cachedDateTimeFormat(locale, statusSinceOptions(changed, new Date())).format(changed),
          })}
        </time>
      )}
    </span>
  );
}
