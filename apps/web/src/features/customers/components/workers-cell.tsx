import type { CustomerRow } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import styles from "./customers.module.css";

/** Workers by status: stable, unavailable, off (each with its colour and a label for screen readers). */
export function WorkersCell({ workers }: { workers: CustomerRow["workers"] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.workers} title={t("customers.workers.legend")}>
      {(["stable", "unavailable", "off"] as const).map((status) => (
        <span key={status} className={styles.workerCount} data-status={status}>
          <span className={styles.visuallyHidden}>{t(`customers.workers.${status}`)} </span>
          {workers[status]}
        </span>
      ))}
    </span>
  );
}
