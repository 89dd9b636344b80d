import type { WorkerSortField } from "@pithead/contract";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/icon/icon";
import { columnKey, type ListParams } from "../utils/list-params";
import styles from "./workers-table.module.css";

/** A column header that sorts the list by its field; a second click flips the order. */
export function SortHeader(props: {
  field: WorkerSortField;
  params: Pick<ListParams, "sort_by" | "order">;
  onSort: (field: WorkerSortField) => void;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const active = props.params.sort_by === props.field;
  const sort = active ? (props.params.order === "asc" ? "ascending" : "descending") : "none";
  return (
    <th scope="col" aria-sort={sort} className={`${styles.headCell} ${props.numeric ? styles.number : ""}`}>
      <button
        type="button"
        className={styles.sort}
        data-active={active || undefined}
        data-testid={`sort-${props.field}`}
        onClick={() => props.onSort(props.field)}
      >
        {t(`workers.columns.${columnKey(props.field)}`)}
        <Icon
          name="chevron-down"
          size={14}
          className={styles.sortIcon}
          data-order={active ? props.params.order : undefined}
        />
      </button>
    </th>
  );
}
