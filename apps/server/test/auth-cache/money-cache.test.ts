import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { systemClock } from "../../src/clock";
import { minerFees } from "../../src/db/schema";
import { utcDayOf } from "../../src/lib/utc-day";
import {
  authCacheTables,
  figuresCacheTables,
  moneyCacheTables,
  rollupsCacheTables,
} from "../../src/plugins/auth-cache";
import { useTestDatabase } from "../helper";
import { addDifficulty, api, headersOf, newMiner, poolAndOperator, setRate } from "../money/money-fixture";
import { reward } from "../payments/book-money";
import { useTwoApps, within } from "./two-apps";

/**
 * The money cache as production runs it (no wait before a hit): two apps on one database stand for two
 * processes. Balances, reward credits, the rates, fees and splits of today's estimate and its day of difficulty
 * are kept per process; a ledger post, a new rate or new shares written anywhere reach both through the bus.
 */
const ctx = useTestDatabase();
const apps = useTwoApps(ctx);

describe("money cache", () => {
  it("has a change trigger on every table a per-process cache hangs on", async () => {
    const result = (await ctx.database.db.execute(sql`
      select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_proc p on p.oid = t.tgfoid where p.proname in ('notify_change', 'notify_insert')`)) as unknown as {
      rows: { table: string }[];
    };
    const announced = new Set(result.rows.map((r) => r.table));
    const missing = [
      ...authCacheTables,
      ...moneyCacheTables,
      ...figuresCacheTables,
      ...rollupsCacheTables,
    ].filter((t) => !announced.has(t));
    expect(missing).toEqual([]);
  });

  it("serves a miner's balance and earnings from the cache, and shows a reward posted anywhere within a second", async () => {
    const { a, b } = apps;
    const db = ctx.database.db;
    const { poolId } = await poolAndOperator(db);
    const minerId = await newMiner(db, "moneycache");
    const headers = await headersOf(db, systemClock, "money-cache@pithead.test", {
      type: "miner",
      id: minerId,
      role: "admin",
    });
    const read = async (app: App, path: string) => {
      const res = await app.inject({ url: `${api}/miners/${minerId}/${path}`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data as Record<string, unknown>;
    };
    for (const app of [a, b, a, b]) {
      expect((await read(app, "balance")).balance).toBe(0);
      expect((await read(app, "earned-all-time")).amount).toBe(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = b.moneyCache.stats.hits;
    for (let i = 0; i < 3; i++) {
      await read(b, "balance");
      await read(b, "earned-all-time");
    }
    expect(b.moneyCache.stats.hits - before).toBeGreaterThanOrEqual(6);

    await reward(db, { poolId, minerId }, "2026-01-02", new Date("2026-01-03T00:05:00Z"), {
      gross: 100_000n,
      poolFee: 900n,
    });
    for (const app of [a, b]) {
      await within(1000, async () => (await read(app, "balance")).balance === 99_100);
      await within(1000, async () => (await read(app, "earned-all-time")).amount === 99_100);
    }
  });

  it("keeps today's estimate live: new shares and a new rate count in both processes within a second", async () => {
    const { a, b } = apps;
    const db = ctx.database.db;
    const minerId = await newMiner(db, "moneycachetoday");
    const headers = await headersOf(db, systemClock, "money-cache-today@pithead.test", {
      type: "miner",
      id: minerId,
      role: "admin",
    });
    const today = utcDayOf(systemClock.now());
    await setRate(db, 50_000_000n, today, new Date());
    const estimate = async (app: App) => {
      const res = await app.inject({ url: `${api}/miners/${minerId}/processing-earnings`, headers });
      expect(res.statusCode).toBe(200);
      return res.json().data as { amount: number; rate_sats_per_th_day: string | null };
    };
    for (const app of [a, b]) expect((await estimate(app)).amount).toBe(0);
    // The day's difficulty so far is kept per process (a hit) until a share's bucket is written anywhere.
    const hits = b.rollupsCache.stats.hits;
    expect((await estimate(b)).amount).toBe(0);
    expect(b.rollupsCache.stats.hits).toBe(hits + 1);
    await addDifficulty(db, minerId, today, 4_294_967_296 * 1_000_000, 1);
    for (const app of [a, b]) await within(1000, async () => (await estimate(app)).amount > 0);
    expect((await estimate(b)).rate_sats_per_th_day).toBe("50000");
    // A rate set later the same day (a newer row) reaches both processes' estimates.
    await setRate(db, 100_000_000n, today, new Date(Date.now() + 1000));
    for (const app of [a, b]) {
      await within(1000, async () => (await estimate(app)).rate_sats_per_th_day === "100000");
    }
    // A fee of the miner's own that covers today (every miner's fees are read at once) does too: a 100 % fee
    // leaves nothing.
    await db.insert(minerFees).values({ minerId, ppm: 1_000_000, startDate: today, createdAt: new Date() });
    for (const app of [a, b]) await within(1000, async () => (await estimate(app)).amount === 0);
  });
});
