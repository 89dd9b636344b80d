import type { WorkerRow } from "@pithead/contract";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/i18n";
import { useLoadMore } from "../hooks/use-load-more";
import { rowView } from "../utils/row-view";
import { HashrateCell } from "./hashrate-cell";
import { StatusBadge } from "./status-badge";
import styles from "./worker-cards.module.css";
import type { WorkersListProps } from "./workers-table";

/** A card and the gap below it, until measured (a long translation can wrap its last line). */
export const CARD_PX = 156;

const Card = memo(function Card(props: { row: WorkerRow; locale: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const { row } = props;
  const view = rowView(row, props.locale);
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.name}
          data-testid="worker-name"
          aria-label={t("workers.detail.open", { name: row.name })}
          onClick={() => props.onOpen(row.id)}
        >
          {row.name}
        </button>
        <StatusBadge status={row.status} since={row.status_changed_at} silence={row.silence} />
      </header>
      <dl className={styles.figures}>
        {view.figures.map((figure) => (
          <div key={figure.window} className={styles.figure}>
            <dt>{t(`workers.columns.hash_rate_${figure.window}`)}</dt>
            <dd>
              <HashrateCell figure={figure} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.footer}>
        <span>
          {t("workers.columns.reject_pct_15m")}: {view.reject}
        </span>
        <span>
          {t("workers.columns.last_share")}: {view.lastShare}
        </span>
      </p>
    </article>
  );
});

/** The mobile list (< 1024 px): cards in the page's own scroll, virtualised against the window. */
export function WorkerCards(props: WorkersListProps) {
  const { locale } = useFormatters();
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: props.rows.length,
    estimateSize: () => CARD_PX,
    overscan: 6,
    scrollMargin: offset,
    initialRect: { width: 390, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  useLoadMore(items.at(-1)?.index, props.rows.length, props.hasMore, props.loadMore);
  return (
    <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const row = props.rows[item.index];
        if (!row) return null;
        return (
          <div
            key={row.id}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className={styles.slot}
            data-testid="worker-row"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <Card row={row} locale={locale} onOpen={props.onOpen} />
          </div>
        );
      })}
    </div>
  );
}
