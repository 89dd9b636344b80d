import type { CustomerRow, MinerSortField } from "@pithead/contract";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/icon/icon";
import { paths } from "../../../config/paths";
import { useFormatters } from "../../../lib/i18n";
import type { CustomersParams } from "../utils/list-params";
import { customerFigures } from "./customer-figures";
import styles from "./customers.module.css";
import { WorkersCell } from "./workers-cell";

export type CustomersListProps = {
  rows: CustomerRow[];
  params: CustomersParams;
  onSort: (field: MinerSortField) => void;
  onOpen: (id: string) => void;
};

/**
 * A click anywhere on a row opens the customer, as its name's link does; a click on the link itself (or a
 * middle click, a modified click: a new tab) is the link's own.
 */
export const openRow = (onOpen: (id: string) => void, id: string) => (event: MouseEvent) => {
  if ((event.target as Element).closest("a") || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  onOpen(id);
};

function SortHeader(props: {
  field: MinerSortField;
  label: string;
  params: CustomersParams;
  onSort: (f: MinerSortField) => void;
  numeric?: boolean;
}) {
  const active = props.params.sort_by === props.field;
  const sort = active ? (props.params.order === "asc" ? "ascending" : "descending") : "none";
  return (
    <th scope="col" aria-sort={sort} className={props.numeric ? styles.number : undefined}>
      <button
        type="button"
        className={styles.sort}
        data-active={active || undefined}
        onClick={() => props.onSort(props.field)}
      >
        {props.label}
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

/** The desktop list: one row a customer, sortable by name and hashrate; a click opens the customer. */
export function CustomersTable({ rows, params, onSort, onOpen }: CustomersListProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const header = (field: MinerSortField, numeric = true) => (
    <SortHeader
      field={field}
      label={t(`customers.columns.${field}`)}
      params={params}
      onSort={onSort}
      numeric={numeric}
    />
  );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="customers-table">
        <thead>
          <tr>
            {header("account_name", false)}
            {header("hash_rate_15m")}
            {header("hash_rate_24h")}
            <th scope="col">{t("customers.columns.workers")}</th>
            <th scope="col" className={styles.number}>
              {t("customers.columns.balance")}
            </th>
            <th scope="col" className={styles.number}>
              {t("customers.columns.fee")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const view = customerFigures(row, locale);
            return (
              <tr
                key={row.id}
                className={styles.clickable}
                data-testid="customer-row"
                onClick={openRow(onOpen, row.id)}
              >
                <td>
                  <Link to={paths.app.customer.getHref(row.id)} className={styles.open} translate="no">
                    {row.title}
                  </Link>
                  {row.title !== row.account_name && <span className={styles.login}>{row.account_name}</span>}
                </td>
                <td className={styles.number}>{view.hash15m}</td>
                <td className={styles.number}>{view.hash24h}</td>
                <td>
                  <WorkersCell workers={row.workers} />
                </td>
                <td className={styles.number}>{view.balance}</td>
                <td className={styles.number}>{view.fee}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
