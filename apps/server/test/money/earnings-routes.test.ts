import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { createMinerLink } from "../watchers-helper";
import { addDifficulty, api, poolAndOperator, setOperatorFee, setRate } from "./money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
const ids = { alice: "", customer: "", poolId: "", operatorId: "" };
const h: Record<string, Record<string, string>> = {};
// 2e12 difficulty at 52.5 sat: gross 5,219,578; pool fee 0.9 % 46,977; operator 1 % 52,195 (reward-math.test.ts).
const S = 2e12;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  Object.assign(ids, await poolAndOperator(db));
  const idOf = async (name: string) =>
    (await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, name)))[0]?.id ?? "";
  ids.alice = await idOf("alice");
  ids.customer = await idOf("northhub01");
  await setRate(db, 52_500n, "2026-03-01");
  await setOperatorFee(db, ids.customer, ids.operatorId, 10_000, "2026-03-01");
  for (const id of [ids.alice, ids.customer]) {
    await addDifficulty(db, id, "2026-03-09", S);
    await addDifficulty(db, id, "2026-03-10", S); // 00:00 and 04:00 buckets of today
  }
  await runRewards(db, clock, "2026-03-09");
  for (const who of ["pool", "operator", "miner"]) {
    h[who] = tokenHeaders(await sessionFor(db, clock, `${who}@pithead.test`));
  }
  const session = await sessionFor(db, clock, "miner@pithead.test");
  const token = (
    await createMinerLink(app, session, ids.alice, { label: "p", permissions: ["payments"] })
  ).json().token;
  h.watcher = { "x-watcher-token": token };
});
afterAll(() => app.close());

const get = (url: string, headers?: Record<string, string>) => app.inject({ url: `${api}/${url}`, headers });
const amountOf = async (url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.amount;
};

describe("processing-earnings (today so far)", () => {
  it("estimates today's net for a miner, the pool fee for a pool, the operator fee for an operator", async () => {
    const res = await get(`miners/${ids.alice}/processing-earnings`, h.miner);
    expect(res.json()).toEqual({
      data: {
        day: "2026-03-10",
        amount: 5_172_601,
        hashrate_ths: "238609.294", // 2e12 x 2^32 hashes over the 10 hours since midnight
        rate_sats_per_th_day: "52.5",
        as_of: "2026-03-10T10:00:00.000Z",
      },
    });
    expect(await amountOf(`miners/${ids.customer}/processing-earnings`, h.operator)).toBe(5_120_406);
    expect(await amountOf(`pools/${ids.poolId}/processing-earnings`, h.pool)).toBe(2 * 46_977);
    expect(await amountOf(`operators/${ids.operatorId}/processing-earnings`, h.operator)).toBe(52_195);
  });
});

describe("earned-all-time and earned-from-miner", () => {
  it("sums what the reward runs credited", async () => {
    expect(await amountOf(`miners/${ids.alice}/earned-all-time`, h.miner)).toBe(5_172_601);
    expect(await amountOf(`miners/${ids.alice}/earned-all-time`, h.watcher)).toBe(5_172_601);
    expect(await amountOf(`pools/${ids.poolId}/earned-all-time`, h.pool)).toBe(2 * 46_977);
    expect(await amountOf(`operators/${ids.operatorId}/earned-all-time`, h.operator)).toBe(52_195);
    expect((await get(`miners/${ids.alice}/earned-all-time`, h.miner)).json().data.since).toBe(
      "2026-03-10T10:00:00.000Z",
    );
    expect(await amountOf(`pools/${ids.poolId}/earned-from-miner/${ids.alice}`, h.pool)).toBe(46_977);
    expect(await amountOf(`pools/${ids.poolId}/earned-from-miner/${ids.customer}`, h.pool)).toBe(46_977);
    expect(await amountOf(`operators/${ids.operatorId}/earned-from-miner/${ids.customer}`, h.operator)).toBe(
      52_195,
    );
    expect(
      (await get(`operators/${ids.operatorId}/earned-from-miner/${ids.alice}`, h.operator)).statusCode,
    ).toBe(404);
  });

  it("refuses readers without the account (403), watchers on pools (403), anonymous (401), bad ids (400)", async () => {
    const paths = (kind: string, id: string) => [
      `${kind}/${id}/processing-earnings`,
      `${kind}/${id}/earned-all-time`,
    ];
    for (const url of [...paths("pools", ids.poolId), `pools/${ids.poolId}/earned-from-miner/${ids.alice}`]) {
      expect((await get(url, h.miner)).statusCode).toBe(403);
      expect((await get(url, h.operator)).statusCode).toBe(403);
      expect((await get(url, h.watcher)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const url of [
      ...paths("operators", ids.operatorId),
      `operators/${ids.operatorId}/earned-from-miner/${ids.customer}`,
    ]) {
      expect((await get(url, h.miner)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
    for (const url of paths("miners", ids.alice)) {
      expect((await get(url, h.operator)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get("miners/x/earned-all-time", h.miner)).statusCode).toBe(400);
    expect((await get(`pools/${ids.poolId}/earned-from-miner/x`, h.pool)).statusCode).toBe(400);
  });
});
