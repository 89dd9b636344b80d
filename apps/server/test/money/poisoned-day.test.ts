import { ingestLimits } from "@pithead/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { minerRollups, payments, workerRollups, workers } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount, operatorAccount, poolAccount } from "../../src/modules/ledger/ledger-accounts";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { evenShares, postShares } from "../telemetry/shares";
import { api, newMiner, poolAndOperator, setOperatorFee, setRate } from "./money-fixture";

/**
 * A day of extreme but valid shares: one miner sends 100,000 shares of the largest difficulty (1e15) over
 * 2026-03-09 and 1,000 more today, beside ordinary miners; and one miner has a corrupt row from before share
 * difficulty was bounded (1e308, twice in a bucket's sum: a float overflow). The day's run completes, credits
 * every valid miner exactly what the rule says, refuses the corrupt one, and the pool's lists, stats and
 * processing earnings answer 200 with finite numbers.
 */
const ctx = useTestDatabase({ demo: true });
// 08:00: before the 09:00 run time, and 2026-03-09 00:00 is within ingest's 2 days.
const clock = new TestClock("2026-03-10T08:00:00Z");
let app: App;
const ids = { poolId: "", operatorId: "", whale: "", normal: "", customer: "", legacy: "" };
let pool: Record<string, string>;
const MAX = ingestLimits.maxShareDifficulty;
const RATE = 52_500n; // msats per TH/s per day
const logged: unknown[] = [];
const log = { error: (obj: unknown) => logged.push(obj) };

/** The FPPS rule with bigint (reward-math.ts), for the expected figures. */
function expected(sum: bigint, poolPpm: bigint, operatorPpm: bigint) {
  const gross = (sum * 2n ** 32n * RATE) / (86_400n * 10n ** 12n * 1000n);
  const net = (gross * (1_000_000n - poolPpm - operatorPpm)) / 1_000_000n;
  const operatorFee = (gross * operatorPpm) / 1_000_000n;
  return { gross, net, operatorFee, poolFee: gross - net - operatorFee };
}

async function ingest(batchId: string, shares: Parameters<typeof postShares>[2]) {
  const res = await postShares(app, batchId, shares);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A corrupt row of 1e308 (written before the bound) in each rollup size the figures and the run read. */
async function corruptRows(minerId: string, workerId: string) {
  const db = ctx.database.db;
  const rows = [
    [14_400, "2026-03-09T00:00:00Z"],
    [14_400, "2026-03-09T04:00:00Z"],
    [14_400, "2026-03-10T00:00:00Z"],
    [14_400, "2026-03-10T04:00:00Z"],
    [1200, "2026-03-10T06:00:00Z"],
    [1200, "2026-03-10T06:20:00Z"],
    [300, "2026-03-10T07:00:00Z"],
    [300, "2026-03-10T07:05:00Z"],
    [60, "2026-03-10T07:41:00Z"],
    [60, "2026-03-10T07:42:00Z"],
  ] as const;
  for (const [bucketSeconds, start] of rows) {
    const bucket = {
      bucketSeconds,
      bucketStart: new Date(start),
      acceptedDifficulty: 1e308,
      acceptedCount: 1,
      rejectedDifficulty: 1e308,
      rejectedCount: 1,
      lastShareAt: new Date(start),
    };
    const set = { acceptedDifficulty: 1e308, rejectedDifficulty: 1e308 };
    await db
      .insert(minerRollups)
      .values({ minerId, ...bucket })
      .onConflictDoUpdate({
        target: [minerRollups.minerId, minerRollups.bucketSeconds, minerRollups.bucketStart],
        set,
      });
    await db
      .insert(workerRollups)
      .values({ workerId, ...bucket })
      .onConflictDoUpdate({
        target: [workerRollups.workerId, workerRollups.bucketSeconds, workerRollups.bucketStart],
        set,
      });
  }
}

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  Object.assign(ids, await poolAndOperator(db));
  ids.whale = await newMiner(db, "pdwhale");
  ids.normal = await newMiner(db, "pdnormal");
  ids.customer = await newMiner(db, "pdcustomer", ids.operatorId);
  ids.legacy = await newMiner(db, "pdlegacy");
  await setRate(db, RATE, "2026-03-01");
  await setOperatorFee(db, ids.customer, ids.operatorId, 10_000, "2026-03-01");
  const whale = { account: "pdwhale", worker: "big1", difficulty: MAX };
  // 2 x 50,000 shares of 1e15 over 2026-03-09: 1e20 (every partial sum is exact in a double).
  await ingest("pd-whale-1", evenShares("2026-03-09T00:00:00Z", 86_400, 50_000, whale));
  await ingest("pd-whale-2", evenShares("2026-03-09T00:00:00.500Z", 86_400, 50_000, whale));
  // 1,000 more today, from 07:00 to 07:55 (inside the 15m, 1h and 24h windows).
  await ingest("pd-whale-3", evenShares("2026-03-10T07:00:00Z", 3300, 1000, whale));
  // Ordinary miners: 2e12 and 4e9 on the day, the same again today.
  for (const [n, day] of [
    ["1", "2026-03-09T10:00:00Z"],
    ["2", "2026-03-10T07:30:00Z"],
  ] as const) {
    await ingest(`pd-normal-${n}`, [
      ...evenShares(day, 600, 4, { account: "pdnormal", worker: "n1", difficulty: 5e11 }),
      ...evenShares(day, 600, 4, { account: "pdcustomer", worker: "c1", difficulty: 1e9 }),
    ]);
  }
  // The legacy miner: a worker from ingest, then its corrupt rows; a later batch into the corrupt buckets
  // must still pass (the addition reads the stored value bounded).
  await ingest("pd-legacy-1", [{ account: "pdlegacy", worker: "old1", ts: "2026-03-10T07:50:00Z" }]);
  await compactWorkerRollups(db, clock);
  const [worker] = await db.select({ id: workers.id }).from(workers).where(eq(workers.name, "old1"));
  await corruptRows(ids.legacy, worker?.id ?? "");
  await ingest("pd-legacy-2", [{ account: "pdlegacy", worker: "old1", ts: "2026-03-10T07:41:30Z" }]);
  await compactWorkerRollups(db, clock);
  pool = tokenHeaders(await sessionFor(db, clock, "pool@pithead.test"));
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url: `${api}/${url}`, headers: pool });

/** Every number in a JSON body (a non-finite one would have been serialized as null). */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersIn);
  return [];
}

describe("a poisoned input day", () => {
  it("credits every miner exactly what the rule says, refuses the corrupt sum, and balances", async () => {
    const db = ctx.database.db;
    const accounts = [
      minerAccount(ids.poolId, ids.whale),
      minerAccount(ids.poolId, ids.normal),
      minerAccount(ids.poolId, ids.customer),
      minerAccount(ids.poolId, ids.legacy),
      operatorAccount(ids.poolId, ids.operatorId),
      poolAccount("pool_fee", ids.poolId),
      poolAccount("unallocated", ids.poolId),
    ];
    const before = await balancesOf(db, accounts);
    const outcome = await runRewards(db, clock, "2026-03-09", { log });
    // The whale: S = 100,000 x 1e15 = 1e20; hashes = 1e20 x 2^32 = 429,496,729,600,000,000,000,000,000,000;
    // gross = floor(hashes x 52,500 / 8.64e19) = 260,978,915,555,555 sat (2.6M BTC, under all bitcoin);
    // net at 0.9 % = floor(gross x 991,000 / 10^6) = 258,630,105,315,555; pool fee 2,348,810,240,000.
    const whale = expected(100_000n * 10n ** 15n, 9000n, 0n);
    expect(whale).toEqual({
      gross: 260_978_915_555_555n,
      net: 258_630_105_315_555n,
      operatorFee: 0n,
      poolFee: 2_348_810_240_000n,
    });
    const normal = expected(2n * 10n ** 12n, 9000n, 0n); // 5,219,578 gross, 5,172,601 net
    const customer = expected(4n * 10n ** 9n, 9000n, 10_000n); // 10,439 gross, 10,240 net, 104 operator
    expect([normal.net, customer.gross, customer.net, customer.operatorFee]).toEqual([
      5_172_601n,
      10_439n,
      10_240n,
      104n,
    ]);
    const all = [whale, normal, customer];
    const sum = (f: (r: typeof whale) => bigint) => all.reduce((s, r) => s + f(r), 0n);
    expect(outcome).toEqual({
      ran: true,
      value: {
        day: "2026-03-09",
        miners: 3,
        gross: sum((r) => r.gross),
        fee: sum((r) => r.poolFee + r.operatorFee),
        net: sum((r) => r.net),
        shared: 0n,
        unallocated: 0n,
        // Two corrupt rows read as 1e34 each (hashrate.ts maxRowDifficulty): a sum whose gross is over 21M BTC.
        refused: [{ minerId: ids.legacy, difficulty: 2e34, reason: "above_max_gross" }],
      },
    });
    expect(logged).toEqual([
      { day: "2026-03-09", minerId: ids.legacy, difficulty: 2e34, reason: "above_max_gross" },
    ]);
    const after = await balancesOf(db, accounts);
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([
      whale.net,
      normal.net,
      customer.net,
      0n,
      customer.operatorFee,
      sum((r) => r.poolFee),
      -sum((r) => r.gross),
    ]);
    const rows = await db
      .select({ minerId: payments.minerId, amount: payments.amount, details: payments.details })
      .from(payments)
      .where(and(eq(payments.type, "reward"), eq(payments.settlementDay, "2026-03-09")));
    const paid = new Map(rows.map((r) => [r.minerId, r]));
    expect(paid.get(ids.whale)?.amount).toBe(whale.net);
    expect(paid.get(ids.whale)?.details).toMatchObject({
      share_difficulty: "100000000000000000000",
      gross: 260_978_915_555_555,
      net: 258_630_105_315_555,
    });
    expect(paid.get(ids.normal)?.amount).toBe(normal.net);
    expect(paid.get(ids.customer)?.amount).toBe(customer.net);
    expect(paid.has(ids.legacy)).toBe(false);
    const check = await checkLedger(db, clock);
    expect(check.value.ok).toBe(true);
  });

  it("answers the pool's lists, stats and processing earnings with 200 and finite numbers", async () => {
    const urls = [
      `pools/${ids.poolId}`,
      `pools/${ids.poolId}/stats`,
      `pools/${ids.poolId}/miners?sort_field=hash_rate_15m&sort_direction=desc`,
      `pools/${ids.poolId}/workers`,
      `operators/${ids.operatorId}/miners`,
      `miners/stats?id[]=${ids.whale}&id[]=${ids.legacy}&id[]=${ids.normal}`,
      `miners/${ids.whale}/workers`,
      `miners/${ids.legacy}/workers`,
      `pools/${ids.poolId}/processing-earnings`,
      `miners/${ids.whale}/processing-earnings`,
      `operators/${ids.operatorId}/processing-earnings`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      for (const n of numbersIn(res.json())) expect(Number.isFinite(n), url).toBe(true);
    }
    const stats = (await get(`miners/stats?id[]=${ids.whale}&id[]=${ids.legacy}`)).json().data;
    const whale = stats.find((s: { id: string }) => s.id === ids.whale);
    // The 15m window is [07:40, 07:55): its shares of 1e15 each, x 2^32 hashes, over 900 s.
    expect(whale.shares_15m).toBeGreaterThan(0);
    expect(whale.hash_rate_15m).toBe((whale.shares_15m * MAX * 2 ** 32) / 900);
    const legacy = stats.find((s: { id: string }) => s.id === ids.legacy);
    expect(legacy.hash_rate_15m).toBeGreaterThan(0);
    // Today so far (00:00-08:00): the whale's 1e18 at 52.5 sat less 0.9 %, exact.
    const today = expected(1000n * 10n ** 15n, 9000n, 0n);
    const mine = (await get(`miners/${ids.whale}/processing-earnings`)).json().data;
    expect(mine).toMatchObject({
      day: "2026-03-10",
      amount: Number(today.net),
      rate_sats_per_th_day: "52.5",
    });
    // The pool's fee: the whale's, the two ordinary miners' (the corrupt miner is left out).
    const poolFee = [
      today,
      expected(2n * 10n ** 12n, 9000n, 0n),
      expected(4n * 10n ** 9n, 9000n, 10_000n),
    ].reduce((s, r) => s + r.poolFee, 0n);
    expect((await get(`pools/${ids.poolId}/processing-earnings`)).json().data.amount).toBe(Number(poolFee));
  });
});
