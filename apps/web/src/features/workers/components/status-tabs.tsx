import type { WorkerStatusCounts } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { type StatusFilter, statusFilters } from "../utils/list-params";
import styles from "./toolbar.module.css";

/** How many workers a tab stands for: every listed one (total) or one status. */
export function countOf(counts: WorkerStatusCounts, filter: StatusFilter): number {
  return filter === "all" ? counts.total : counts[filter];
}

/**
 * The status filter: all, stable, unavailable, off, each with its count (for the current name search); beside
 * the stable count, how many of them the alert rule judges silent.
 */
export function StatusTabs(props: {
  value: StatusFilter;
  counts: WorkerStatusCounts | undefined;
  onChange: (value: StatusFilter) => void;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  return (
    <fieldset className={styles.tabs}>
      <legend className={styles.visuallyHidden}>{t("workers.filter.label")}</legend>
      {statusFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.tab}
          aria-pressed={props.value === filter}
          data-testid={`status-${filter}`}
          onClick={() => props.onChange(filter)}
        >
          {t(`workers.filter.${filter}`)}
          <span className={styles.count} data-testid="status-count">
            {props.counts ? formatNumber(countOf(props.counts, filter)) : "·"}
          </span>
          {filter === "stable" && props.counts && props.counts.silent > 0 && (
            <span
              className={styles.silentCount}
              data-testid="status-silent"
              title={t("workers.silent.title")}
            >
              {t("workers.silent.count", { count: formatNumber(props.counts.silent) })}
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
