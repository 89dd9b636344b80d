import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { miners, operators, poolStratumAddresses, pools } from "../src/db/schema";
import { ChangeCache, type ChangeSource } from "../src/lib/change-cache";
import { accountsViewsRepository } from "../src/modules/accounts-views/accounts-views.repository";
import { accountsViewsService } from "../src/modules/accounts-views/accounts-views.service";
import { compactWorkerRollups } from "../src/modules/telemetry/rollups/compact-worker-rollups";
import { appWorkerCounts, workerCountsService } from "../src/modules/telemetry/workers/worker-counts";
import { workerFiguresRepository } from "../src/modules/telemetry/workers/worker-figures.repository";
import { workersRepository } from "../src/modules/telemetry/workers/workers.repository";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, tokenHeaders } from "./product-session";
import { evenShares, postShares } from "./telemetry/shares";
import { api } from "./watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
const ids: Record<string, string> = {};
let headers: Record<string, string> = {};
const db = () => ctx.database.db;
const reader = { userId: null, watcher: null };
const access = { ensureAccount: async () => {} };
/** The same service without a cache: what an uncached read answers at this moment. */
const uncached = () =>
  accountsViewsService({
    repo: accountsViewsRepository(db()),
    access,
    clock,
    workerCounts: workerCountsService({
      figures: workerFiguresRepository(db()),
      repo: workersRepository(db()),
      clock,
      compact: () => compactWorkerRollups(db(), clock),
    }),
  });

const stats = async (type: "pools" | "operators", id: string) => {
  const res = await app.inject({ url: `${api}/${type}/${id}/stats`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** The app's (cached) answer, checked against an uncached read made right after it. */
const exact = async (type: "pools" | "operators", id: string) => {
  const cached = await stats(type, id);
  const scope = { type: type === "pools" ? ("pool" as const) : ("operator" as const), id };
  expect(cached).toEqual(await uncached().stats(reader, scope));
  return cached;
};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  for (const m of await db().select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
  ids.pool = (await db().select({ id: pools.id }).from(pools))[0]?.id ?? "";
  ids.northhub = (await db().select({ id: operators.id }).from(operators))[0]?.id ?? "";
  await postShares(app, "cache-1", [
    ...evenShares("2026-03-02T09:50:00Z", 60, 60, { worker: "s1" }),
    { account: "northhub01", worker: "a", ts: "2026-03-02T09:55:00Z" },
  ]);
  headers = tokenHeaders(await sessionFor(db(), clock, "pool@pithead.test"));
});
afterAll(() => app.close());

describe("pools|operators/{id}/stats, cached per window end", () => {
  it("answers from the cache what an uncached read answers", async () => {
    // The app's per-process cache (emptied by the change bus) is the one the routes use.
    expect(app.hasDecorator("authCache")).toBe(true);
    const first = await exact("pools", ids.pool ?? "");
    expect(await exact("pools", ids.pool ?? "")).toEqual(first);
    await exact("operators", ids.northhub ?? "");
  });

  it("reads the scope and the sums once per window end", async () => {
    const source: ChangeSource = { live: true, subscribe: () => () => {}, sync: async () => {} };
    const repo = accountsViewsRepository(db());
    const calls = { state: 0, sums: 0 };
    const counting = {
      ...repo,
      figuresState: (...a: Parameters<typeof repo.figuresState>) => {
        calls.state += 1;
        return repo.figuresState(...a);
      },
      groupSums: (...a: Parameters<typeof repo.groupSums>) => {
        calls.sums += 1;
        return repo.groupSums(...a);
      },
    };
    const cache = new ChangeCache(source, clock, { tables: ["miners"], ttlMs: 60_000, maxEntries: 100 });
    const service = accountsViewsService({
      repo: counting,
      access,
      clock,
      cache,
      workerCounts: appWorkerCounts(db(), clock),
    });
    const scope = { type: "pool" as const, id: ids.pool ?? "" };
    const a = await service.stats(reader, scope);
    const b = await service.stats(reader, scope);
    expect(b).toEqual(a);
    expect(calls).toEqual({ state: 1, sums: 1 });
    clock.advance(60_000);
    expect(await service.stats(reader, scope)).toEqual(await uncached().stats(reader, scope));
    expect(calls).toEqual({ state: 3, sums: 2 });
  });

  it("counts a created, a deleted and a moved miner at once", async () => {
    const before = await exact("pools", ids.pool ?? "");
    const beforeOperator = await exact("operators", ids.northhub ?? "");
    const [created] = await db()
      .insert(miners)
      .values({
        poolId: ids.pool ?? "",
        operatorId: ids.northhub ?? "",
        accountName: "cachenew",
        title: "New",
      })
      .returning({ id: miners.id });
    expect((await exact("pools", ids.pool ?? "")).miners).toBe(before.miners + 1);
    expect((await exact("operators", ids.northhub ?? "")).miners).toBe(beforeOperator.miners + 1);
    await db()
      .update(miners)
      .set({ operatorId: null })
      .where(eq(miners.id, ids.northhub01 ?? ""));
    const moved = await exact("operators", ids.northhub ?? "");
    expect(moved.miners).toBe(beforeOperator.miners);
    expect(moved.workers.stable).toBeLessThan(beforeOperator.workers.stable + 1);
    await db()
      .update(miners)
      .set({ deletedAt: clock.now() })
      .where(eq(miners.id, created?.id ?? ""));
    expect((await exact("pools", ids.pool ?? "")).miners).toBe(before.miners);
    expect((await exact("operators", ids.northhub ?? "")).miners).toBe(beforeOperator.miners - 1);
  });

  it("moves to the next window end with the clock, with shares that arrived", async () => {
    const before = await exact("pools", ids.pool ?? "");
    clock.advance(60_000);
    await postShares(app, "cache-2", evenShares("2026-03-02T09:58:00Z", 60, 30, { worker: "s2" }));
    const after = await exact("pools", ids.pool ?? "");
    expect(after.shares_15m).toBeGreaterThan(before.shares_15m);
  });
});

describe("pools|operators/{id}/miners, pages kept per window end", () => {
  const page = async (type: "pools" | "operators", id: string) => {
    const res = await app.inject({ url: `${api}/${type}/${id}/miners?sort_by=account_name`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: string; title: string }[]; total: number };
  };

  it("answers a repeated page from the pages cache, and a renamed or new miner at once", async () => {
    const first = await page("pools", ids.pool ?? "");
    const hits = app.pagesCache.stats.hits;
    expect(await page("pools", ids.pool ?? "")).toEqual(first);
    expect(app.pagesCache.stats.hits).toBe(hits + 1);
    // A new title (announced since migration 0022) and a new miner reach the kept page at once.
    await db()
      .update(miners)
      .set({ title: "Renamed rig room" })
      .where(eq(miners.id, ids.alice ?? ""));
    const renamed = await page("pools", ids.pool ?? "");
    expect(renamed.data.find((m) => m.id === ids.alice)?.title).toBe("Renamed rig room");
    await db()
      .insert(miners)
      .values({ poolId: ids.pool ?? "", accountName: "cachepage", title: "Page" });
    expect((await page("pools", ids.pool ?? "")).total).toBe(renamed.total + 1);
    // The next window end reads the page again.
    const misses = app.pagesCache.stats.misses;
    clock.advance(60_000);
    await page("pools", ids.pool ?? "");
    expect(app.pagesCache.stats.misses).toBe(misses + 1);
  });
});

describe("pools/{id}, kept in the auth cache", () => {
  it("answers the pool's new name and stratum addresses at once", async () => {
    const view = async () => {
      const res = await app.inject({ url: `${api}/pools/${ids.pool}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { pool_name: string; stratum_addresses: string[] };
    };
    const before = await view();
    await view();
    await db()
      .update(pools)
      .set({ name: "Renamed pool" })
      .where(eq(pools.id, ids.pool ?? ""));
    expect((await view()).pool_name).toBe("Renamed pool");
    await db()
      .delete(poolStratumAddresses)
      .where(eq(poolStratumAddresses.poolId, ids.pool ?? ""));
    expect((await view()).stratum_addresses).toEqual([]);
    expect(before.stratum_addresses.length).toBeGreaterThan(0);
  });
});
