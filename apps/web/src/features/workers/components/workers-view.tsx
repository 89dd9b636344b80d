import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/ui/search-field/search-field";
import { useFormatters } from "../../../lib/i18n";
import { useIsDesktop } from "../../../lib/media";
import { useListParams } from "../hooks/use-list-params";
import { useWorkerList } from "../hooks/use-worker-list";
import type { WorkersOwner } from "../types";
import { filterOf, nextSort } from "../utils/list-params";
import { ListState } from "./list-state";
import { MobileSort } from "./mobile-sort";
import { StatusTabs } from "./status-tabs";
import toolbar from "./toolbar.module.css";
import { ViewSwitch } from "./view-switch";
import { WorkerCards } from "./worker-cards";
import { WorkersTable } from "./workers-table";
import styles from "./workers-view.module.css";

// The chart library loads with the first chart shown (a detail or the boundary summary), not with the list.
const WorkerDetail = lazy(() => import("./worker-detail").then((m) => ({ default: m.WorkerDetail })));
const BoundarySummary = lazy(() =>
  import("./boundary-summary").then((m) => ({ default: m.BoundarySummary })),
);

/**
 * The workers of an account (a pool, an operator or a miner; a miner also has its boundary workers): status tabs
 * with counts, name search, sorting, a virtualised table (cards below 1024 px) and the detail of one worker.
 * Every choice is kept in the address. Read-only, so the watch area shows the same.
 */
export function WorkersView({ owner }: { owner: WorkersOwner }) {
  const { t } = useTranslation();
  const { formatNumber } = useFormatters();
  const isDesktop = useIsDesktop();
  const [params, update] = useListParams();
  const boundary = owner.type === "miner" && params.view === "boundary";
  const { list, statuses, rows, total, loadMore } = useWorkerList(owner, boundary, filterOf(params));
  // Once a detail was opened it stays mounted, so closing it plays its animation.
  const [opened, setOpened] = useState(params.worker !== null);
  if (params.worker !== null && !opened) setOpened(true);
  const filtered = params.status !== "all" || params.name !== "";
  const listProps = {
    rows,
    total,
    params,
    hasMore: Boolean(list.hasNextPage),
    loadMore,
    onSort: (field: Parameters<typeof nextSort>[1]) => update(nextSort(params, field)),
    onOpen: (id: string) => update({ worker: id }),
  };

  return (
    <div className={styles.root}>
      {owner.type === "miner" && (
        <ViewSwitch value={params.view} onChange={(view) => update({ view, status: "all", name: "" })} />
      )}
      {boundary && (
        <Suspense fallback={null}>
          <BoundarySummary minerId={owner.id} />
        </Suspense>
      )}
      <div className={toolbar.toolbar}>
        <StatusTabs
          value={params.status}
          counts={statuses.data}
          onChange={(value) => update({ status: value })}
        />
        <SearchField
          value={params.name}
          onChange={(value) => update({ name: value })}
          label={t("workers.search.label")}
          placeholder={t("workers.search.placeholder")}
          maxLength={64}
        />
        {!isDesktop && <MobileSort params={params} onChange={update} />}
      </div>
      <ListState list={list} empty={rows.length === 0} filtered={filtered} boundary={boundary}>
        <div
          className={styles.list}
          data-stale={list.isPlaceholderData || undefined}
          aria-busy={list.isFetching}
        >
          {isDesktop ? <WorkersTable {...listProps} /> : <WorkerCards {...listProps} />}
        </div>
        <p className={styles.count} data-testid="workers-count">
          {t("workers.list.count", { shown: formatNumber(rows.length), total: formatNumber(total) })}
          {list.isFetchingNextPage && <span> · {t("workers.list.loadingMore")}</span>}
        </p>
      </ListState>
      {opened && (
        <Suspense fallback={null}>
          <WorkerDetail
            workerId={params.worker}
            row={rows.find((row) => row.id === params.worker)}
            onClose={() => update({ worker: null })}
          />
        </Suspense>
      )}
    </div>
  );
}
