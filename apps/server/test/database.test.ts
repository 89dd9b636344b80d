import { count, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../src/db/client";
import { miners, operators, platformAccounts, poolStratumAddresses, pools } from "../src/db/schema";
import { seedDemo } from "../src/db/seed/demo";
import { ensureCurrentPool } from "../src/db/seed/ensure-pool";
import { useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: false });

async function countsOf(db: Db) {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? -1;
  return {
    pools: await one(db.select({ n: count() }).from(pools)),
    stratum: await one(db.select({ n: count() }).from(poolStratumAddresses)),
    operators: await one(db.select({ n: count() }).from(operators)),
    miners: await one(db.select({ n: count() }).from(miners)),
    customers: await one(db.select({ n: count() }).from(miners).where(isNotNull(miners.operatorId))),
    platform: await one(db.select({ n: count() }).from(platformAccounts)),
  };
}

describe("migrations and seeds", () => {
  it("runs on the embedded PostgreSQL 17 from npm", async () => {
    const res = await ctx.database.db.execute(sql`select version() as v`);
    expect(String((res as { rows: { v: string }[] }).rows[0]?.v)).toMatch(/^PostgreSQL 17\./);
  });

  it("migrations created the tables and a raw query runs", async () => {
    const res = await ctx.database.db.execute(sql`select count(*)::int as n from pools`);
    expect((res as { rows: unknown[] }).rows).toEqual([{ n: 1 }]);
  });

  it("without demo data there is one current pool with default settings and nothing else", async () => {
    const db = ctx.database.db;
    expect(await countsOf(db)).toEqual({
      pools: 1,
      stratum: 0,
      operators: 0,
      miners: 0,
      customers: 0,
      platform: 0,
    });
    const [pool] = await db.select().from(pools);
    expect(pool).toMatchObject({
      isCurrent: true,
      miningReport: false,
      taxCalculator: false,
      extraCurrencies: [],
      appTheme: "default",
      termsUrl: "/",
    });
    expect(pool?.createdAt).toBeInstanceOf(Date);
    await ensureCurrentPool(db);
    expect((await countsOf(db)).pools).toBe(1);
  });

  it("migrating again is a no-op", async () => {
    await ctx.database.migrate();
    expect((await countsOf(ctx.database.db)).pools).toBe(1);
  });

  it("the demo seed, run twice, changes nothing the second time", async () => {
    const db = ctx.database.db;
    await seedDemo(db);
    const first = await countsOf(db);
    await seedDemo(db);
    expect(await countsOf(db)).toEqual(first);
    expect(first).toEqual({ pools: 1, stratum: 3, operators: 1, miners: 6, customers: 3, platform: 1 });
    const [op] = await db.select().from(operators).where(eq(operators.operatorName, "northhub"));
    expect(op?.title).toBe("North Hub");
  });

  it("refuses an account name that is not lowercase latin letters and digits", async () => {
    const [pool] = await ctx.database.db.select().from(pools);
    await expect(
      ctx.database.db.insert(miners).values({ poolId: pool?.id ?? "", accountName: "Bad_Name", title: "x" }),
    ).rejects.toThrow();
  });

  it("refuses a fourth stratum address", async () => {
    const [pool] = await ctx.database.db.select().from(pools);
    await expect(
      ctx.database.db.insert(poolStratumAddresses).values({ poolId: pool?.id ?? "", position: 4, url: "x" }),
    ).rejects.toThrow();
  });
});
