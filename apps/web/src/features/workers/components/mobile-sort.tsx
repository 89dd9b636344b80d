import { type WorkerSortField, workerSortFields } from "@pithead/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon/icon";
import { columnKey, firstOrder, type ListParams } from "../utils/list-params";
import styles from "./toolbar.module.css";

/** The card list has no column headers: a field to sort by and a button that flips the order. */
export function MobileSort(props: {
  params: Pick<ListParams, "sort_by" | "order">;
  onChange: (sort: Pick<ListParams, "sort_by" | "order">) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { sort_by, order } = props.params;
  return (
    <div className={styles.mobileSort}>
      <label htmlFor={id} className={styles.sortLabel}>
        {t("workers.sort.label")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={sort_by}
        onChange={(event) => {
          const field = event.target.value as WorkerSortField;
          props.onChange({ sort_by: field, order: firstOrder(field) });
        }}
      >
        {workerSortFields.map((field) => (
          <option key={field} value={field}>
            {t(`workers.columns.${columnKey(field)}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.order}
        data-testid="sort-order"
        aria-label={`${t("workers.sort.order")}: ${t(`workers.sort.${order}`)}`}
        onClick={() => props.onChange({ sort_by, order: order === "asc" ? "desc" : "asc" })}
      >
        <Icon name="chevron-down" size={16} className={styles.orderIcon} data-order={order} />
        {t(`workers.sort.${order}`)}
      </button>
    </div>
  );
}
