import type { ChartPeriod, ChartPoint, ChartSeries } from "@pithead/contract";
import type { Clock } from "../../../clock";
import { wholePoolLimit } from "../../../lib/whole-pool-read";
import { accessDenied, type ReadAccess, type Reader } from "../../accounts/read-access";
import { chartStatus, type ShareTimes } from "./chart-status";
import { type BucketSums, type ChartWindow, chartPoints, chartWindow } from "./chart-window";
import type { ChartsRepository, OwnerBuckets } from "./charts.repository";
import { shareTimesCache } from "./share-times-cache";
import { windowCache } from "./window-cache";

type OwnerKind = "pool" | "operator" | "miner" | "worker" | "boundary";
const noShares: ShareTimes = { firstShareAt: null, lastShareAt: null };

/** Chart series of pools, operators, miners, workers and a miner's boundary workers. No Fastify, no SQL. */
export function chartsService(deps: {
  repo: ChartsRepository;
  access: Pick<ReadAccess, "ensureMiners" | "ensureAccount">;
  clock: Clock;
  /** How long cached points may be served for the same window end (ms of the clock). */
  cacheMaxAgeMs?: number;
}) {
  const { repo, access, clock } = deps;
  const maxAgeMs = deps.cacheMaxAgeMs ?? 60_000;
  const cache = windowCache<ChartPoint[]>({ maxEntries: 50_000, maxAgeMs });
  const timesCache = shareTimesCache(maxAgeMs);
  /** Every miner's share times, one read a minute (null: more than `wholePoolLimit`, read miner by miner). */
  const everyMinerTimes = shareTimesCache<Map<string, ShareTimes> | null>(maxAgeMs);
  const cachedTimes = (kind: OwnerKind, id: string, now: Date, load: () => Promise<ShareTimes>) =>
    timesCache.get(`${kind}:${id}`, now, load);

  /** The points of each owner: from the cache when its window end is the same, else from the rollups. */
  async function pointsOf(
    kind: OwnerKind,
    ids: string[],
    w: ChartWindow,
    now: Date,
    load: (ids: string[]) => Promise<OwnerBuckets>,
  ): Promise<Map<string, ChartPoint[]>> {
    const key = (id: string) => `${kind}:${w.period}:${id}`;
    const end = w.to.getTime();
    const points = new Map<string, ChartPoint[]>();
    const missing: string[] = [];
    for (const id of ids) {
      const cached = cache.get(key(id), end, now.getTime());
      if (cached) points.set(id, cached);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const buckets = await load(missing);
      for (const id of missing) {
        const fresh = chartPoints(w, buckets.get(id) ?? []);
        cache.set(key(id), end, now.getTime(), fresh);
        points.set(id, fresh);
      }
    }
    return points;
  }

  /**
   * The last series made of each kept points array (its owner, period and window end are the cache key's): the
   * same object while the owner's share times (kept per minute) and status hold, so a route writes its JSON
   * once (charts.routes.ts). Read-only, as the points are.
   */
  const made = new WeakMap<ChartPoint[], { times: ShareTimes; series: ChartSeries }>();
  const series = (id: string, w: ChartWindow, times: ShareTimes, points: ChartPoint[], now: Date) => {
    const status = chartStatus(times, now);
    const last = made.get(points);
    if (last && last.times === times && last.series.status === status && last.series.id === id) {
      return last.series;
    }
    const fresh: ChartSeries = {
      id,
      period: w.period,
      bucket_seconds: w.bucketSeconds,
      from: w.from.toISOString(),
      to: w.to.toISOString(),
      status,
      first_share_at: times.firstShareAt?.toISOString() ?? null,
      last_share_at: times.lastShareAt?.toISOString() ?? null,
      points,
    };
    made.set(points, { times, series: fresh });
    return fresh;
  };

  /** One series of a single owner (a pool, an operator, a miner's boundary workers). */
  async function single(
    kind: OwnerKind,
    id: string,
    period: ChartPeriod,
    buckets: (w: ChartWindow) => Promise<BucketSums[]>,
    times: () => Promise<ShareTimes>,
  ): Promise<ChartSeries[]> {
    const now = clock.now();
    const w = chartWindow(period, now);
    const load = async () => new Map([[id, await buckets(w)]]);
    const [points, shareTimes] = await Promise.all([
      pointsOf(kind, [id], w, now, load),
      cachedTimes(kind, id, now, times),
    ]);
    return [series(id, w, shareTimes, points.get(id) ?? [], now)];
  }

  /** One series per id, in the order asked. */
  async function several(
    kind: OwnerKind,
    ids: string[],
    period: ChartPeriod,
    buckets: (ids: string[], w: ChartWindow) => Promise<OwnerBuckets>,
    times: Map<string, ShareTimes> | (() => Promise<Map<string, ShareTimes>>),
  ): Promise<ChartSeries[]> {
    const now = clock.now();
    const w = chartWindow(period, now);
    const [points, shareTimes] = await Promise.all([
      pointsOf(kind, ids, w, now, (missing) => buckets(missing, w)),
      typeof times === "function" ? times() : times,
    ]);
    return ids.map((id) => series(id, w, shareTimes.get(id) ?? noShares, points.get(id) ?? [], now));
  }

  return {
    async poolCharts(reader: Reader, poolId: string, period: ChartPeriod) {
      await access.ensureAccount(reader, "pool", poolId, "dashboard");
      return single(
        "pool",
        poolId,
        period,
        async (w) => (await repo.poolBuckets(poolId, w)).get(poolId) ?? [],
        () => repo.poolShareTimes(poolId),
      );
    },
    async operatorCharts(reader: Reader, operatorId: string, period: ChartPeriod) {
      await access.ensureAccount(reader, "operator", operatorId, "dashboard");
      return single(
        "operator",
        operatorId,
        period,
        async (w) => (await repo.operatorBuckets(operatorId, w)).get(operatorId) ?? [],
        () => repo.operatorShareTimes(operatorId),
      );
    },
    async minerCharts(reader: Reader, ids: string[], period: ChartPeriod) {
      await access.ensureMiners(reader, ids, "dashboard");
      const now = clock.now();
      const missing = ids.filter((id) => !timesCache.has(`miner:${id}`, now));
      const loaded =
        missing.length > 0
          ? everyMinerTimes
              .get("all", now, () => repo.allMinerShareTimes(wholePoolLimit))
              .then((all) => all ?? repo.minerShareTimes(missing))
          : Promise.resolve(new Map<string, ShareTimes>());
      const times = async () => {
        const entries = ids.map(async (id) => {
          const one = async () => (await loaded).get(id) ?? noShares;
          return [id, await cachedTimes("miner", id, now, one)] as const;
        });
        return new Map(await Promise.all(entries));
      };
      return several("miner", ids, period, repo.minerBuckets, times);
    },
    /** Worker charts: the workers' miners must be readable in the "workers" section; unknown ids are 403. */
    async workerCharts(reader: Reader, ids: string[], period: ChartPeriod) {
      const owners = await repo.workerOwners(ids);
      if (owners.length !== ids.length) throw accessDenied();
      await access.ensureMiners(reader, [...new Set(owners.map((w) => w.minerId))], "workers");
      const times = new Map(
        owners.map(({ id, firstShareAt, lastShareAt }) => [id, { firstShareAt, lastShareAt }]),
      );
      return several("worker", ids, period, repo.workerBuckets, times);
    },
    /** The sum of a miner's boundary workers, one series named by the miner's id. */
    async boundaryCharts(reader: Reader, minerId: string, period: ChartPeriod) {
      await access.ensureMiners(reader, [minerId], "workers");
      return single(
        "boundary",
        minerId,
        period,
        (w) => repo.boundaryBuckets(minerId, w),
        () => repo.boundaryShareTimes(minerId),
      );
    },
  };
}
export type ChartsService = ReturnType<typeof chartsService>;
