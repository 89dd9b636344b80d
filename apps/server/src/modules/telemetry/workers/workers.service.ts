import type {
  BoundaryWorkersStats,
  WorkerBehaviour,
  WorkerRow,
  WorkerStatus,
  WorkerStatusCounts,
  WorkersList,
  WorkersListQuery,
} from "@pithead/contract";
import type { Clock } from "../../../clock";
import { type CachedRead, readEachTime } from "../../../lib/change-cache";
import type { ReadAccess, Reader } from "../../accounts/read-access";
import { silenceEvidence } from "../../notifications/worker-alert-rule";
import { hashrateFigures } from "../hashrate/hashrate";
import { figureWindows, pageOffset } from "./figure-windows";
import type { SilentWorkersRepository } from "./silent-workers.repository";
import type { FiguresOwner, WorkerFiguresRepository } from "./worker-figures.repository";
import type { ListedWorker, WorkerFilter, WorkersRepository } from "./workers.repository";

/**
 * Worker lists, status counts and boundary sums of pools, operators and miners. No Fastify, no SQL here.
 *
 * Decisions:
 * - **A figures snapshot, not sums per request.** Sorting 10,000 (or a pool's 100,000) workers by hashrate
 *   cannot sum their rollups on each request, so `worker_figures` keeps each worker's window sums, the sort
 *   columns computed from them (the float operations of `hashrate.ts`), and its name, status, pool and
 *   operator, with a partial index per owner kind by name (removed workers left out: they only grow); a list
 *   sorted by a figure sorts the owner's rows on read, the page kept per window end (no index holds a figure,
 *   so the minute's updates are HOT: schema/worker-figures.ts).
 *   Answers compute their figures from the stored sums with `hashrateFigures`, as `workers/stats` does.
 * - **Exact, never stale.** A window ends at now - 5 min rounded down to its bucket, so the figures only move
 *   when the 15m end moves (once a minute; the 1h and 24h ends are its roundings to 5 and 20 minutes).
 *   `worker_figure_marks` records per miner the 15m end its workers were computed for, its worker count, pool
 *   and operator. Before answering, a read refreshes (200 miners per statement) the owner's miners whose mark
 *   is for another window end, whose worker count changed (a new worker), that moved to another pool or
 *   operator, or that left the owner or were deleted. The status sweep copies its changes into the snapshot in
 *   its own transaction, and the minute job (`jobs/worker-figures-refresh.ts`) refreshes every stale miner, so most
 *   reads find the snapshot current. A refresh compacts the staged worker minutes first; late shares for
 *   windows already snapshotted reach the snapshot at the next window end, at most a minute later.
 * - **Order.** The sort field, then the name (byte order, collation "C": the same on every database), then
 *   the id, all in the requested direction: a total order, so pages never repeat or skip a worker.
 * - **Scope.** Miner lists are split by behaviour (`workers`: hardware, `workers/boundary`: boundary); pool
 *   and operator lists and statuses hold hardware workers of their miners that are not deleted. Absent
 *   `status` lists every status but removed; `name` is a case-insensitive substring. Statuses count every
 *   status, `total` all but removed.
 * - **Silent marks.** A stable worker the alert job judges down (`jobs/worker-alerts.ts`) carries `silence`
 *   (minutes since its last share, the share interval the rule expected: `silenceEvidence`, as its mail), and
 *   statuses count them as `silent` (within `stable`). Read per request after the kept page: a few rows.
 * - **Access.** Section `workers`: `ensureMiners` for miners (a watcher's link must show the miner and the
 *   section), `ensureAccount` for pools and operators; an unknown id answers 403 like a foreign one.
 */
export function workersService(deps: {
  repo: WorkersRepository;
  figures: WorkerFiguresRepository;
  silent: SilentWorkersRepository;
  access: Pick<ReadAccess, "ensureMiners" | "ensureAccount">;
  clock: Clock;
  /** Folds staged worker minutes into the worker rollups (the compaction job's work, done now). */
  compact: () => Promise<unknown>;
  /** A verdict kept until a change of the tables behind it is announced (the app's figures cache). */
  cached?: CachedRead;
  /** The same for whole pages (the app's pages cache: the same tables, fewer entries). */
  cachedPage?: CachedRead;
}) {
  const { repo, figures, silent, access, clock, compact } = deps;

  /** The page with the alert job's marks on its stable rows: a new answer when any, else the kept one. */
  async function withSilence(page: WorkersList): Promise<WorkersList> {
    const stable = page.data.filter((w) => w.status === "stable");
    const marks = await silent.marks(stable.map((w) => w.id));
    if (marks.size === 0) return page;
    const now = clock.now();
    const data = page.data.map((w) =>
      w.status === "stable" && marks.has(w.id)
        ? { ...w, silence: silenceEvidence(new Date(w.last_share_at), marks.get(w.id) ?? null, now) }
        : w,
    );
    return { ...page, data };
  }
  const cached = deps.cached ?? readEachTime;
  const cachedPage = deps.cachedPage ?? readEachTime;

  async function readable(reader: Reader, owner: FiguresOwner): Promise<void> {
    if (owner.type === "miner") await access.ensureMiners(reader, [owner.id], "workers");
    else await access.ensureAccount(reader, owner.type, owner.id, "workers");
  }

  /**
   * Brings the owner's snapshot to the current windows, workers, pool and operator. Once current for a window
   * end, the owner is remembered (`cached`: until a new worker, a miner's move or deletion is announced), so
   * the next reads skip the check (it counts the owner's workers: 3 ms for 10,000).
   */
  async function current(owner: FiguresOwner): Promise<number> {
    const windows = figureWindows(clock.now());
    const end = windows["15m"].end;
    await cached(`current:${owner.type}:${owner.id}:${end.getTime()}`, async () => {
      const stale = await figures.staleMiners(owner, end);
      if (stale.length === 0) return true;
      // Shares ingested since the last compaction are staged: fold them in first, so a refresh (a new worker,
      // a new window) counts every share that has arrived, as `miners/stats` does.
      await compact();
      await figures.refreshMiners(stale, windows);
      return true;
    });
    return end.getTime();
  }

  const behaviourOf = (owner: FiguresOwner, boundary: boolean): WorkerBehaviour =>
    owner.type === "miner" && boundary ? "boundary" : "hardware";

  return {
    /**
     * One page, kept per window end (`cachedPage`): once the owner's snapshot is current for an end, its rows
     * change only by what the figures cache hears of (a new worker, a status the sweep copied in, a miner
     * moved or deleted), which empties the pages too; the next end is another key.
     */
    async list(reader: Reader, owner: FiguresOwner, query: WorkersListQuery, boundary = false) {
      await readable(reader, owner);
      const end = await current(owner);
      const filter: WorkerFilter = { behaviour: behaviourOf(owner, boundary), status: query.status };
      if (query.name) filter.name = query.name;
      const key = `page:${owner.type}:${owner.id}:${end}:${filter.behaviour}:${JSON.stringify(query)}`;
      const page = await cachedPage(key, async (): Promise<WorkersList> => {
        const [rows, total] = await Promise.all([
          repo.page(owner, filter, {
            sortBy: query.sort_by,
            order: query.order,
            limit: query.per_page,
            offset: pageOffset(query.page, query.per_page),
          }),
          repo.count(owner, filter),
        ]);
        return { data: rows.map(toRow), total, page: query.page, per_page: query.per_page };
      });
      return withSilence(page);
    },

    async statuses(reader: Reader, owner: FiguresOwner, name?: string, boundary = false) {
      await readable(reader, owner);
      await current(owner);
      const filter: WorkerFilter = { behaviour: behaviourOf(owner, boundary) };
      if (name) filter.name = name;
      const byStatus = countsOf(await repo.statusCounts(owner, filter));
      const counts: WorkerStatusCounts = {
        ...byStatus,
        total: byStatus.stable + byStatus.unavailable + byStatus.off,
        silent: await silent.count(owner, filter),
      };
      return counts;
    },

    async boundaryStats(reader: Reader, minerId: string): Promise<BoundaryWorkersStats> {
      const owner: FiguresOwner = { type: "miner", id: minerId };
      await readable(reader, owner);
      await current(owner);
      const filter: WorkerFilter = { behaviour: "boundary" };
      const [sums, counts] = await Promise.all([repo.sums(owner, filter), repo.statusCounts(owner, filter)]);
      return { ...hashrateFigures(sums), workers: countsOf(counts) };
    },
  };
}
export type WorkersService = ReturnType<typeof workersService>;

function countsOf(counts: Map<WorkerStatus, number>): Record<WorkerStatus, number> {
  return {
    stable: counts.get("stable") ?? 0,
    unavailable: counts.get("unavailable") ?? 0,
    off: counts.get("off") ?? 0,
    removed: counts.get("removed") ?? 0,
  };
}

function toRow(w: ListedWorker): WorkerRow {
  return {
    id: w.id,
    miner_id: w.minerId,
    account_name: w.accountName,
    name: w.name,
    behaviour: w.behaviour,
    status: w.status,
    status_changed_at: w.statusChangedAt.toISOString(),
    last_share_at: w.lastShareAt.toISOString(),
    silence: null,
    ...hashrateFigures(w.sums),
  };
}
