import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { jobRuns, payments } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount, operatorAccount, poolAccount } from "../../src/modules/ledger/ledger-accounts";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { useTestDatabase } from "../helper";
import { addDifficulty } from "./money-fixture";
import { S, seedRewardScenario } from "./reward-scenario";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
const ids = { poolId: "", operatorId: "", solo: "", customer: "", feeMiner: "" };

beforeAll(async () => {
  Object.assign(ids, await seedRewardScenario(ctx.database.db));
});

const balances = () =>
  balancesOf(ctx.database.db, [
    minerAccount(ids.poolId, ids.solo),
    minerAccount(ids.poolId, ids.customer),
    minerAccount(ids.poolId, ids.feeMiner),
    operatorAccount(ids.poolId, ids.operatorId),
    poolAccount("pool_fee", ids.poolId),
    poolAccount("unallocated", ids.poolId),
  ]);
const rewardRows = (day: string) =>
  ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.type, "reward"), eq(payments.settlementDay, day)));

describe("runRewards", () => {
  it("credits a day once: exact postings, payments with the day's figures, a balanced ledger", async () => {
    const before = await balances();
    const outcome = await runRewards(ctx.database.db, clock, "2026-03-05");
    expect(outcome).toEqual({
      ran: true,
      value: {
        day: "2026-03-05",
        miners: 3,
        gross: 3n * 5_219_578n,
        fee: 46_977n * 3n + 52_195n,
        net: 5_172_601n * 2n + 5_120_406n,
        shared: 0n,
        unallocated: 0n,
        refused: [],
      },
    });
    const after = await balances();
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([
      5_172_601n,
      5_120_406n,
      5_172_601n,
      52_195n,
      46_977n * 3n,
      -3n * 5_219_578n,
    ]);
    const [row] = (await rewardRows("2026-03-05")).filter((p) => p.minerId === ids.customer);
    expect(row).toMatchObject({ direction: "incoming", status: "completed", amount: 5_120_406n });
    expect(row?.details).toEqual({
      share_difficulty: "2000000000000",
      hashrate_ths: "99420.539",
      msats_per_th_day: "52500",
      gross: 5_219_578,
      pool_fee: 46_977,
      pool_fee_ppm: 9000,
      operator_fee: 52_195,
      operator_fee_ppm: 10_000,
      net: 5_120_406,
    });
    expect(await runRewards(ctx.database.db, clock, "2026-03-05")).toEqual({ ran: false });
    expect((await checkLedger(ctx.database.db, clock)).value.ok).toBe(true);
  });

  it("uses the fee and the rate of each day at the period's start and end", async () => {
    for (const day of ["2026-03-06", "2026-03-07", "2026-03-08"])
      await runRewards(ctx.database.db, clock, day);
    const net = async (day: string) =>
      (await rewardRows(day)).find((p) => p.minerId === ids.feeMiner)?.amount;
    expect(await net("2026-03-06")).toBe(5_115_186n); // 2 %, 52.5 sat
    expect(await net("2026-03-07")).toBe(5_845_927n); // 2 % on its end day, 60 sat from 03-07
    expect(await net("2026-03-08")).toBe(5_172_601n); // 0.9 % again, 52.5 sat
  });

  it("refuses a day that is not finished (400 on day) and a day without a rate (409, not claimed)", async () => {
    const db = ctx.database.db;
    await expect(runRewards(db, clock, "2026-03-10")).rejects.toMatchObject({
      status: 400,
      fields: [{ name: "day", text: "max_threshold" }],
    });
    await expect(runRewards(db, clock, "2026-03-11")).rejects.toMatchObject({ status: 400 });
    await expect(runRewards(db, clock, "2026-02-30")).rejects.toMatchObject({ status: 400 });
    await addDifficulty(db, ids.solo, "2026-02-20", S);
    await expect(runRewards(db, clock, "2026-02-20")).rejects.toMatchObject({
      status: 409,
      code: "invalid_state",
    });
    const claimed = await db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, "rewards"), eq(jobRuns.period, "2026-02-20")));
    expect(claimed).toEqual([]);
  });

  it("runs once under 100 simultaneous starts: one payment per miner, balances credited once", async () => {
    const before = await balances();
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () => runRewards(ctx.database.db, clock, "2026-03-03")),
    );
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    const after = await balances();
    expect(after.slice(0, 2).map((b, i) => b - (before[i] ?? 0n))).toEqual([5_172_601n, 5_120_406n]);
    expect(await rewardRows("2026-03-03")).toHaveLength(3);
  });

  it("leaves nothing after a crash half-way; the next run credits the day as if it ran once", async () => {
    const db = ctx.database.db;
    const before = await balances();
    await expect(runRewards(db, clock, "2026-03-04", { failAfter: 2 })).rejects.toThrow(/injected failure/);
    expect(await balances()).toEqual(before);
    expect(await rewardRows("2026-03-04")).toEqual([]);
    const outcome = await runRewards(db, clock, "2026-03-04");
    expect(outcome.ran).toBe(true);
    const after = await balances();
    expect(after.map((b, i) => b - (before[i] ?? 0n))).toEqual([
      5_172_601n,
      5_120_406n,
      5_172_601n,
      52_195n,
      46_977n * 3n,
      -3n * 5_219_578n,
    ]);
    const check = await checkLedger(db, clock);
    expect(check.value).toMatchObject({ ok: true, postingsSum: 0n, unbalancedEntries: 0 });
  });
});
