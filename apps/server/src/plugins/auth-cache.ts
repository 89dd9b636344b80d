import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { openChangeBus } from "../lib/change-bus";
import { attachChangeCache, ChangeCache } from "../lib/change-cache";

declare module "fastify" {
  interface FastifyInstance {
    /** Sessions -> callers, watcher links and grants, per process (lib/change-cache.ts). */
    authCache: ChangeCache;
    /** What the dashboard's money calls read: balances, reward credits, rates, fees, splits (same rules). */
    moneyCache: ChangeCache;
    /** Owners whose worker figures are current for a window end (worker lists skip the check), worker counts. */
    figuresCache: ChangeCache;
    /** Sums of miner buckets that grow with every share (a miner's day of difficulty so far). */
    rollupsCache: ChangeCache;
    /** Worker list pages per window end (the figures cache's tables; few entries: a page is up to ~40 KB). */
    pagesCache: ChangeCache;
  }
}

/**
 * The tables whose changes (announced by the `notify_change` triggers) empty the cache: what sessions, grants and
 * watcher links are made of, and the miner views (a miner, its pool's stratum addresses).
 */
/** What a pool's users list counts: its members and their e-mails. */
export const peopleCacheTables = ["users", "permissions", "miners", "operators"] as const;

export const authCacheTables = [
  "identity_sessions",
  "identities",
  "identity_credentials",
  "users",
  "permissions",
  "miners",
  "operators",
  "watcher_links",
  "watcher_link_miners",
  "pools",
  "pool_stratum_addresses",
] as const;

/**
 * The tables behind the money calls' cached reads (balance, earned-all-time, processing-earnings' rates, fees
 * and splits). A miner's day of difficulty is not among them: it grows with every share (`rollupsCacheTables`).
 */
export const moneyCacheTables = [
  "ledger_accounts",
  "ledger_postings",
  "payments",
  "profit_sharings",
  "reward_rates",
  "miner_fees",
  "operator_fees",
  "pools",
  "miners",
  "operators",
] as const;

/**
 * What makes an owner's current worker figures stale before its window end moves: a new worker (migration 0018
 * announces inserts only), a miner created, moved or deleted. Refreshes only ever make figures current. The
 * same changes and a worker's new status (migration 0020) change a miner's worker counts by status.
 */
export const figuresCacheTables = ["workers", "miners"] as const;

/** Any write of miner buckets (every ingest batch, migration 0020) empties it. */
export const rollupsCacheTables = ["miner_rollups", "miners"] as const;

export type AuthCacheOptions = {
  /** How long an entry may live without a change (ms); 0 turns the caches off. */
  ttlMs?: number;
  /** The same for the money cache (default: ten times `ttlMs`, 5 minutes). */
  moneyTtlMs?: number;
  maxEntries?: number;
  /** The most worker list pages kept (default 1,000: at most ~40 MB). */
  maxPages?: number;
  /** Tests: wait for the change bus before each hit (see ChangeCache). */
  syncBeforeHit?: boolean;
};

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
/** A request that may have written: any non-read method, and the identity service's GETs (a logout link). */
const mayWrite = (request: FastifyRequest) =>
  !readMethods.has(request.method) || request.url.startsWith("/identity/");

/**
 * The per-process cache in front of the session, watcher and grant lookups every request makes. Other
 * processes' changes arrive through the change bus within milliseconds; this process's own writes are waited for
 * before their answer leaves (the bus's barrier), so a client that revokes, grants or signs out and then reads
 * always sees its change.
 */
export default fp(
  async (app: FastifyInstance, opts: AuthCacheOptions) => {
    const bus = await openChangeBus(app.db, {
      onError: (err) => app.log.warn({ error: err.message }, "change bus connection lost; caches off"),
    });
    const ttlMs = opts.ttlMs ?? 30_000;
    const source = ttlMs > 0 ? bus : { ...bus, live: false };
    const cacheOf = (tables: readonly string[], ttl: number, maxEntries = opts.maxEntries ?? 50_000) =>
      new ChangeCache(source, app.clock, {
        tables,
        ttlMs: ttl,
        maxEntries,
        syncBeforeHit: opts.syncBeforeHit,
      });
    const cache = cacheOf(authCacheTables, ttlMs);
    // Money reads are kept longer: a dashboard polls each miner about once a minute, and every table behind
    // them is announced (a test checks each has its trigger).
    const money = cacheOf(moneyCacheTables, opts.moneyTtlMs ?? 10 * ttlMs);
    const figures = cacheOf(figuresCacheTables, 2 * ttlMs);
    const rollups = cacheOf(rollupsCacheTables, opts.moneyTtlMs ?? 10 * ttlMs);
    const pages = cacheOf(figuresCacheTables, 2 * ttlMs, opts.maxPages ?? 1_000);
    // Not emptied by sign-ins (the access cache is): a pool's users total is a pass over every member.
    const people = cacheOf(peopleCacheTables, 10 * ttlMs, 1_000);
    const caches = [cache, money, figures, rollups, pages, people];
    const detach = [
      attachChangeCache(app.db, cache),
      attachChangeCache(app.db, money, "money"),
      attachChangeCache(app.db, figures, "figures"),
      attachChangeCache(app.db, rollups, "rollups"),
      attachChangeCache(app.db, pages, "pages"),
      attachChangeCache(app.db, people, "people"),
    ];
    app.decorate("authCache", cache);
    app.decorate("moneyCache", money);
    app.decorate("figuresCache", figures);
    app.decorate("rollupsCache", rollups);
    app.decorate("pagesCache", pages);
    app.addHook("onSend", async (request, _reply, payload) => {
      if (caches.some((c) => c.size > 0) && mayWrite(request)) {
        await bus.sync().catch(() => {
          for (const c of caches) c.clear();
        });
      }
      return payload;
    });
    app.addHook("onClose", async () => {
      for (const d of detach) d();
      await bus.close();
    });
  },
  { name: "auth-cache", dependencies: ["context"] },
);
