import type {
  AccountStats,
  CustomerRow,
  MinerRow,
  MinerStatusCounts,
  MinersListQuery,
  OperatorView,
  PoolView,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import { type CachedRead, readEachTime } from "../../lib/change-cache";
import { ppmToPercent } from "../../lib/decimal";
import { utcDayOf } from "../../lib/utc-day";
import { accessDenied, type ReadAccess, type Reader } from "../accounts/read-access";
import { windowCache } from "../telemetry/charts/window-cache";
import { hashrateFigures, noSums, type StatsSums, windowQueries } from "../telemetry/hashrate/hashrate";
import type { WorkerCountsService } from "../telemetry/workers/worker-counts";
import type { AccountsViewsRepository } from "./accounts-views.repository";
import type { ListScope } from "./miner-list.repository";
import { minerListStatus } from "./miner-list-status";

/**
 * A per-process cache whose entries are dropped on every change of `miners` in any process (the change bus:
 * `lib/change-cache.ts` `ChangeCache`, which serves nothing while it cannot hear changes). Optional: without
 * one every read computes.
 */
export type ScopeCache = { get<V>(key: string, load: () => Promise<V>): Promise<V> };

/** What a scope's snapshot says at one 15m window end once it is current: its miners. */
type ScopeFigures = { miners: number };

/**
 * Pools and operators as their users read them: the account, its aggregate stats and its miners (a pool's
 * miners, an operator's customers). Every call checks the reader's right to the account first ("dashboard");
 * lists read the `miner_figures` snapshot after bringing the scope's stale rows up to the current windows.
 * Workers by status (the stats, each listed miner's, the list's status filter) are every screen's counts
 * (`workerCounts`: the worker figures' marks), so a dashboard, its miner list and its worker list agree.
 * No Fastify, no SQL here.
 */
export function accountsViewsService(deps: {
  repo: AccountsViewsRepository;
  access: Pick<ReadAccess, "ensureAccount">;
  clock: Clock;
  cache?: ScopeCache;
  /** How long a scope's window sums may be kept for the same window ends (default 60 s). */
  sumsMaxAgeMs?: number;
  /** Whole list pages, kept until a change of workers or miners is announced (the app's pages cache). */
  cachedPage?: CachedRead;
  /** Workers by status: the marks, made to count the scope's workers first (telemetry/workers/worker-counts.ts). */
  workerCounts: Pick<WorkerCountsService, "counted" | "ofOwner">;
}) {
  const { repo, access, clock, cache, workerCounts } = deps;
  const cachedPage = deps.cachedPage ?? readEachTime;
  /** A scope's window sums per window ends, as miners/stats keeps a miner's (used only with a cache). */
  const sumsCache = windowCache<StatsSums>({ maxEntries: 10_000, maxAgeMs: deps.sumsMaxAgeMs ?? 60_000 });
  const ensure = (reader: Reader, scope: ListScope) =>
    access.ensureAccount(reader, scope.type, scope.id, "dashboard");
  /**
   * The windows of now, with the scope's snapshot rows made for them (the job has usually done it; else the
   * first read after the 15m window end moved refreshes the scope's stale rows in one statement), and the
   * scope's miners: one scan of the scope's miners.
   *
   * Cached per (scope, 15m window end) when a cache is given. Exact: an entry is stored only once every row of
   * the scope is current for that end; a current row is rewritten only when its miner moves to another pool or
   * operator (or is created or deleted: the scope changes), and every change of `miners` empties the cache in
   * every process; the next window end is another key. Sums are kept apart (see `stats`).
   */
  const currentScope = async (scope: ListScope) => {
    const windows = windowQueries(clock.now());
    const asOf = windows.find((w) => w.name === "15m")?.end ?? clock.now();
    const load = async (): Promise<ScopeFigures> => {
      let state = await repo.figuresState(scope, asOf);
      if (state.stale) {
        await repo.refreshStaleFigures(scope, windows);
        state = await repo.figuresState(scope, asOf);
      }
      return { miners: state.miners };
    };
    const key = `scope-figures:${scope.type}:${scope.id}:${asOf.toISOString()}`;
    const figures = cache ? await cache.get(key, load) : await load();
    return { windows, asOf, ...figures };
  };

  const service = {
    async pool(reader: Reader, id: string): Promise<PoolView> {
      await ensure(reader, { type: "pool", id });
      // Kept in the cache, which hears every change of pools and their stratum addresses (migration 0022).
      const pool = cache ? await cache.get(`pool-view:${id}`, () => repo.pool(id)) : await repo.pool(id);
      if (!pool) throw accessDenied();
      return {
        id: pool.id,
        pool_name: pool.name,
        created_at: pool.createdAt.toISOString(),
        stratum_addresses: pool.stratumUrls.slice(0, 3),
      };
    },

    async operator(reader: Reader, id: string): Promise<OperatorView> {
      await ensure(reader, { type: "operator", id });
      const operator = await repo.operator(id);
      if (!operator) throw accessDenied();
      return {
        id: operator.id,
        operator_name: operator.operatorName,
        title: operator.title,
        pool_id: operator.poolId,
        created_at: operator.createdAt.toISOString(),
      };
    },

    /**
     * Hashrate from the account's own rollups; miners from its miners' snapshot, hardware workers by status from
     * their marks (`workerCounts`, as the worker list counts them). With a
     * cache, the sums (three exact primary-key ranges, ~99 rows) are kept per window ends, the rule of
     * miners/stats and the charts (charts/window-cache.ts): every window ends 5 minutes back on a bucket edge,
     * so only a share later than that (ingest takes them up to 2 days old) can still add to it, and it is seen
     * when the 15m end moves, within a minute, or after `sumsMaxAgeMs`.
     */
    async stats(reader: Reader, scope: ListScope): Promise<AccountStats> {
      await ensure(reader, scope);
      const [{ windows, miners }, workers] = await Promise.all([
        currentScope(scope),
        workerCounts.ofOwner(scope),
      ]);
      const ends = windows.map((w) => w.end.getTime());
      const key = `${scope.type}:${scope.id}:${ends.slice(1).join(":")}`;
      const now = clock.now().getTime();
      let sums = cache ? sumsCache.get(key, ends[0] ?? 0, now) : undefined;
      if (!sums) {
        sums = (await repo.groupSums(scope, windows)) ?? noSums();
        if (cache) sumsCache.set(key, ends[0] ?? 0, now, sums);
      }
      return { id: scope.id, ...hashrateFigures(sums), miners, workers };
    },

    /**
     * One page of the scope's miners, kept per 15m window end (`cachedPage`): once the scope's rows are current
     * for an end they change only with a miner (created, moved, renamed, deleted: announced, which empties the
     * pages); the next end is another key.
     */
    async miners(
      reader: Reader,
      scope: ListScope,
      query: MinersListQuery,
    ): Promise<{ data: MinerRow[]; total: number; page: number; per_page: number }> {
      await ensure(reader, scope);
      const [{ asOf, miners }] = await Promise.all([currentScope(scope), workerCounts.counted(scope)]);
      const key = `miners:${scope.type}:${scope.id}:${asOf.getTime()}:${JSON.stringify(query)}`;
      return cachedPage(key, async () => {
        // Every miner of the scope has its row now: without filters the total is their number.
        const filtered = query.status !== undefined || Boolean(query.name);
        const { rows, total } = await repo.page(scope, asOf, query, filtered ? undefined : miners);
        const data = rows.map((row) => ({
          id: row.id,
          account_name: row.accountName,
          title: row.title,
          operator_id: row.operatorId,
          status: minerListStatus(row.workers),
          workers: row.workers,
          ...hashrateFigures(row.sums),
        }));
        return { data, total, page: query.page, per_page: query.per_page };
      });
    },

    /**
     * An operator's customers: the miner list plus each one's balance and the operator's fee in force today,
     * for readers whose role may read financial data (else both null). One more statement per page.
     */
    async customers(
      reader: Reader,
      operatorId: string,
      query: MinersListQuery,
    ): Promise<{ data: CustomerRow[]; total: number; page: number; per_page: number }> {
      const list = await service.miners(reader, { type: "operator", id: operatorId }, query);
      const financial = await access.ensureAccount(reader, "operator", operatorId, "payments").then(
        () => true,
        () => false,
      );
      const money = financial
        ? await repo.customerMoney(
            operatorId,
            list.data.map((row) => row.id),
            utcDayOf(clock.now()),
          )
        : new Map();
      const data = list.data.map((row) => {
        const found = money.get(row.id);
        return {
          ...row,
          balance: found ? Number(found.balance) : null,
          fee_percent: found ? ppmToPercent(found.feePpm) : null,
        };
      });
      return { ...list, data };
    },

    async statuses(reader: Reader, scope: ListScope, name?: string): Promise<MinerStatusCounts> {
      await ensure(reader, scope);
      const [{ asOf }] = await Promise.all([currentScope(scope), workerCounts.counted(scope)]);
      return repo.statusCounts(scope, asOf, name);
    },
  };
  return service;
}
export type AccountsViewsService = ReturnType<typeof accountsViewsService>;
