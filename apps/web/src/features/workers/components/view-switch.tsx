import { useTranslation } from "react-i18next";
import { type WorkerView, workerViews } from "../utils/list-params";
import styles from "./toolbar.module.css";

/** A miner's page: its hardware workers, or its boundary (hashrate transfer) workers. */
export function ViewSwitch({ value, onChange }: { value: WorkerView; onChange: (view: WorkerView) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.views} role="tablist" aria-label={t("workers.views.label")}>
      {workerViews.map((view) => (
        <button
          key={view}
          type="button"
          role="tab"
          aria-selected={value === view}
          className={styles.view}
          data-testid={`view-${view}`}
          onClick={() => onChange(view)}
        >
          {t(`workers.views.${view}`)}
        </button>
      ))}
    </div>
  );
}
