import type { WorkerRow, WorkerSortField } from "@pithead/contract";
import { useVirtualizer } from "@tanstack/react-virtual";
import { memo, type RefObject, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { useLoadMore } from "../hooks/use-load-more";
import type { ListParams } from "../utils/list-params";
import { rowView } from "../utils/row-view";
import { HashrateCell } from "./hashrate-cell";
import { SortHeader } from "./sort-header";
import { StatusBadge } from "./status-badge";
import styles from "./workers-table.module.css";

/** Every row has this height, so 10,000 rows cost no more to draw than the 20 on screen. */
export const TABLE_ROW_PX = 56;

export type WorkersListProps = {
  rows: WorkerRow[];
  total: number;
  params: ListParams;
  hasMore: boolean;
  loadMore: () => void;
  onSort: (field: WorkerSortField) => void;
  onOpen: (id: string) => void;
};

const Row = memo(function Row(props: { row: WorkerRow; locale: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { row } = props;
  const view = rowView(row, props.locale);
  return (
    <>
      <td className={styles.name}>
        <button
          type="button"
          className={styles.open}
          data-testid="worker-name"
          aria-label={t("workers.detail.open", { name: row.name })}
          onClick={() => props.onOpen(row.id)}
        >
          {row.name}
        </button>
        <span className={styles.login}>{row.account_name}</span>
      </td>
      <td>
        <StatusBadge status={row.status} since={row.status_changed_at} silence={row.silence} />
      </td>
      {view.figures.map((figure) => (
        <td key={figure.window} className={styles.number}>
          <HashrateCell figure={figure} />
        </td>
      ))}
      <td className={styles.number}>{view.reject}</td>
      <td className={styles.muted}>{view.lastShare}</td>
    </>
  );
});

/**
 * The box reaches down to the bottom of the window from where it starts (no short inner box over an empty
 * page): its top on the page is kept in `--table-top` for the CSS, measured at the first draw and when the
 * window changes size.
 */
function useFillWindow(ref: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const measure = () => {
      const box = ref.current;
      if (!box) return;
      const top = box.getBoundingClientRect().top + window.scrollY;
      box.style.setProperty("--table-top", `${Math.round(top)}px`);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [ref]);
}

/** The desktop list: a virtualised table with sortable headers; the next page loads near the end. */
export function WorkersTable(props: WorkersListProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const scrollRef = useRef<HTMLDivElement>(null);
  useFillWindow(scrollRef);
  const virtualizer = useVirtualizer({
    count: props.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_PX,
    overscan: 10,
    initialRect: { width: 1000, height: 600 },
  });
  const items = virtualizer.getVirtualItems();
  useLoadMore(items.at(-1)?.index, props.rows.length, props.hasMore, props.loadMore);
  const sortable = (field: WorkerSortField, numeric = true) => (
    <SortHeader field={field} params={props.params} onSort={props.onSort} numeric={numeric} />
  );

  return (
    <div ref={scrollRef} className={styles.scroll} data-testid="workers-table">
      <table aria-rowcount={props.total + 1} className={styles.table}>
        <thead className={styles.head}>
          <tr aria-rowindex={1} className={styles.row}>
            {sortable("worker_name", false)}
            <th scope="col" className={styles.headCell}>
              {t("workers.columns.status")}
            </th>
            {sortable("hash_rate_15m")}
            {sortable("hash_rate_1h")}
            {sortable("hash_rate_24h")}
            {sortable("reject_pct_15m")}
            {sortable("last_share_at", false)}
          </tr>
        </thead>
        <tbody className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = props.rows[item.index];
            if (!row) return null;
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                data-testid="worker-row"
                className={styles.row}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <Row row={row} locale={locale} onOpen={props.onOpen} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
