import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { systemClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { workerFiguresRepository } from "../../src/modules/telemetry/workers/worker-figures.repository";
import { useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { postShares } from "../telemetry/shares";
import { api } from "../watchers-helper";
import { clearOfMinuteTurn, useTwoApps, within } from "./two-apps";

/**
 * The figures cache as production runs it (no wait before a hit): two apps on one database stand for two
 * processes. Once a miner's worker figures are current for a window end, lists skip the check; a new worker,
 * ingested through either process, is listed by both within a second, and a batch of known workers keeps the
 * memo.
 */
const ctx = useTestDatabase({ demo: true });
const apps = useTwoApps(ctx);
let headers: Record<string, string>;
let alice: string;

beforeAll(async () => {
  const db = ctx.database.db;
  headers = tokenHeaders(await sessionFor(db, systemClock, "pool@pithead.test"));
  const [row] = await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, "alice"));
  alice = row?.id ?? "";
});

const total = async (app: App) => {
  const res = await app.inject({ url: `${api}/miners/${alice}/workers`, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { total: number }).total;
};
const shareNow = (worker: string) => [{ worker, ts: new Date(Date.now() - 30_000).toISOString() }];

describe("figures cache", () => {
  it("lists a new worker in both processes within a second, and keeps the memo for known workers", async () => {
    const { a, b } = apps;
    await clearOfMinuteTurn();
    const res = await postShares(a, "figures-cache-1", shareNow("cache-rig-1"));
    expect(res.statusCode).toBe(200);
    const before = await total(a);
    expect(await total(b)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Known workers only: nothing is announced, the memo stands (hits, no new check).
    expect((await postShares(a, "figures-cache-2", shareNow("cache-rig-1"))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const hits = b.figuresCache.stats.hits;
    const pageHits = b.pagesCache.stats.hits;
    expect(await total(b)).toBe(before);
    expect(b.figuresCache.stats.hits).toBe(hits + 1);
    // The page itself was kept for this window end.
    expect(b.pagesCache.stats.hits).toBe(pageHits + 1);
    // A new worker through one process: both list it.
    expect((await postShares(b, "figures-cache-3", shareNow("cache-rig-2"))).statusCode).toBe(200);
    for (const app of [a, b]) await within(1000, async () => (await total(app)) === before + 1);
  }, 40_000);

  it("keeps a miner's worker counts until a worker's status changes, then both processes count it within a second", async () => {
    const { a, b } = apps;
    const db = ctx.database.db;
    const counts = async (app: App) => {
      const res = await app.inject({ url: `${api}/miners/stats?id[]=${alice}`, headers });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { workers: Record<string, number> }[] }).data[0]?.workers ?? {};
    };
    await clearOfMinuteTurn();
    for (const app of [a, b, a, b]) await counts(app);
    const before = await counts(b);
    const hits = b.figuresCache.stats.hits;
    expect(await counts(b)).toEqual(before);
    expect(b.figuresCache.stats.hits).toBe(hits + 1);
    // What the minute's status sweep does to one worker: its status, copied into the snapshot the counts read
    // (worker_figure_marks, one source for every screen), in one transaction.
    const [rig] = (
      (await db.execute(sql`select id from workers where miner_id = ${alice} and status = 'stable'
        order by id limit 1`)) as unknown as { rows: { id: string }[] }
    ).rows;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update workers set status = 'off' where id = ${rig?.id}`);
      await workerFiguresRepository(tx as unknown as typeof db).syncStatuses([rig?.id ?? ""]);
    });
    const want = { ...before, stable: (before.stable ?? 0) - 1, off: (before.off ?? 0) + 1 };
    for (const app of [a, b]) {
      await within(1000, async () => JSON.stringify(await counts(app)) === JSON.stringify(want));
    }
  }, 40_000);

  it("drops kept worker pages in both processes within a second when the sweep copies a new status in", async () => {
    const { a, b } = apps;
    const db = ctx.database.db;
    const offNames = async (app: App) => {
      const res = await app.inject({
        url: `${api}/miners/${alice}/workers?status=off&per_page=100`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { name: string }[] }).data.map((w) => w.name).sort();
    };
    for (const app of [a, b, a, b]) await offNames(app);
    const before = await offNames(b);
    const [rig] = (
      (await db.execute(sql`select id, name from workers where miner_id = ${alice} and status = 'stable'
        order by id limit 1`)) as unknown as { rows: { id: string; name: string }[] }
    ).rows;
    // What the minute's status sweep does: the worker's status, copied into the snapshot in one transaction.
    await db.transaction(async (tx) => {
      await tx.execute(sql`update workers set status = 'off' where id = ${rig?.id}`);
      await workerFiguresRepository(tx as unknown as typeof db).syncStatuses([rig?.id ?? ""]);
    });
    const want = JSON.stringify([...before, rig?.name].sort());
    for (const app of [a, b]) await within(1000, async () => JSON.stringify(await offNames(app)) === want);
  });
});
