import { silenceMessage, type WorkerSilence, type WorkerStatus } from "@pithead/contract";
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

/**
 * A worker's status and, below it, since when (the time it entered it); for a worker the alert rule judges
 * silent, that evidence below ("No shares for 4 min, expected one every 12 s", the words of its mail).
 */
export function StatusBadge({
  status,
  since,
  silence,
}: {
  status: WorkerStatus;
  since?: string | null;
  silence?: WorkerSilence | null;
}) {
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
      {silence && <SilenceMark silence={silence} />}
    </span>
  );
}

/** The alert rule's judgement of a silent worker, in the words of the "worker down" mail. */
export function SilenceMark({ silence }: { silence: WorkerSilence }) {
  const { t } = useTranslation();
  const { key, values } = silenceMessage(silence);
  return (
    <span className={styles.silent} data-testid="worker-silence" title={t("workers.silent.title")}>
      {t(key, values)}
    </span>
  );
}
