import { describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { catchUpRewards } from "../../src/jobs/reward-catch-up";
import { lastDueDay, runDueRewards } from "../../src/jobs/reward-daily";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount } from "../../src/modules/ledger/ledger-accounts";
import { useTestDatabase } from "../helper";
import { addDifficulty, newMiner, poolAndOperator, setRate } from "./money-fixture";

const ctx = useTestDatabase({ demo: true });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe("the reward schedule", () => {
  it("knows the newest day whose 09:00 UTC has passed", () => {
    expect(lastDueDay(new Date("2026-04-10T08:59:59Z"))).toBe("2026-04-08");
    expect(lastDueDay(new Date("2026-04-10T09:00:00Z"))).toBe("2026-04-09");
  });

  it("catches up missed days from the newest done run (35 days at most), skipping days without a rate", async () => {
    const db = ctx.database.db;
    const { poolId } = await poolAndOperator(db);
    const miner = await newMiner(db, "catchup");
    await setRate(db, 52_500n, "2026-04-01");
    await addDifficulty(db, miner, "2026-04-05", 2e12);
    await addDifficulty(db, miner, "2026-04-09", 2e12);
    const clock = new TestClock("2026-04-10T08:00:00Z");
    const first = await catchUpRewards(db, clock, quiet);
    // From 2026-03-06 (35 days back): 26 March days without a rate, then 04-01..04-08 credited.
    expect(first.skipped).toHaveLength(26);
    expect(first.skipped[0]).toBe("2026-03-06");
    expect(first.credited).toEqual(
      ["01", "02", "03", "04", "05", "06", "07", "08"].map((d) => `2026-04-${d}`),
    );
    expect(await balancesOf(db, [minerAccount(poolId, miner)])).toEqual([5_172_601n]);
    // Again: nothing new is due; after 09:00 only 04-09, from the newest done run on.
    expect(await catchUpRewards(db, clock, quiet)).toEqual({ credited: [], skipped: [] });
    clock.set("2026-04-10T09:30:00Z");
    expect(await catchUpRewards(db, clock, quiet)).toEqual({ credited: ["2026-04-09"], skipped: [] });
    expect(await balancesOf(db, [minerAccount(poolId, miner)])).toEqual([2n * 5_172_601n]);
  });

  it("runs yesterday once from 09:00 UTC, and nothing before", async () => {
    const db = ctx.database.db;
    const clock = new TestClock("2026-04-11T08:55:00Z");
    expect(await runDueRewards(db, clock, quiet)).toEqual({ ran: false });
    clock.set("2026-04-11T09:00:00Z");
    expect(await runDueRewards(db, clock, quiet)).toMatchObject({ ran: true, day: "2026-04-10", miners: 0 });
    clock.set("2026-04-11T09:05:00Z");
    expect(await runDueRewards(db, clock, quiet)).toEqual({ ran: false });
  });
});
