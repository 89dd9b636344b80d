import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { payments } from "../../src/db/schema";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "../telemetry/shares";
import { newMiner, setRate } from "./money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-11T10:00:00Z");
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  await setRate(ctx.database.db, 52_500n, "2026-03-01");
});
afterAll(() => app.close());

/** Difficulty of one share: 10^9 x 2^32 hashes, about 2,609 sat of gross over a day at 52.5 sat/TH/day. */
const big = 1e9;

/** The share difficulty total the reward of `day` credited to the miner (0 without a reward). */
async function creditedDifficulty(minerId: string, day: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ details: payments.details })
    .from(payments)
    .where(and(eq(payments.minerId, minerId), eq(payments.type, "reward"), eq(payments.settlementDay, day)));
  return Number((row?.details as { share_difficulty?: string } | undefined)?.share_difficulty ?? 0);
}

describe("a settled day takes no more shares", () => {
  it("refuses shares of a day whose rewards are credited; a repeated batch and an open day still pass", async () => {
    const minerId = await newMiner(ctx.database.db, "settle1");
    const share = (ts: string) => ({ account: "settle1", worker: "s1", difficulty: big, ts });
    expect((await postShares(app, "settle-a", [share("2026-03-10T23:00:00Z")])).statusCode).toBe(200);
    await runRewards(ctx.database.db, clock, "2026-03-10");
    expect(await creditedDifficulty(minerId, "2026-03-10")).toBe(big);

    const late = await postShares(app, "settle-b", [
      share("2026-03-11T09:00:00Z"),
      share("2026-03-10T23:30:00Z"),
    ]);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: "validation_failed",
      message: "Shares of a settled day: its rewards are credited",
      fields: [{ name: "shares.1.ts", text: "min_threshold" }],
    });
    // The refused batch left nothing: today's share in it is not counted either, and it may be sent again.
    const again = await postShares(app, "settle-b", [share("2026-03-11T09:00:00Z")]);
    expect(again.json()).toMatchObject({ batch_id: "settle-b", accepted: 1 });

    const repeat = await postShares(app, "settle-a", [share("2026-03-10T23:00:00Z")]);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ batch_id: "settle-a", accepted: 1 });
    // 2026-03-09 is not settled: its late share is taken.
    expect((await postShares(app, "settle-c", [share("2026-03-09T20:00:00Z")])).statusCode).toBe(200);
  });

  it("under 20 ingests racing the run, every accepted share of the day is credited and every other refused", async () => {
    const minerId = await newMiner(ctx.database.db, "settle2");
    const day = "2026-03-09";
    const ingests = Array.from({ length: 20 }, (_, i) =>
      postShares(app, `race-${i}`, [
        {
          account: "settle2",
          worker: "r",
          difficulty: big,
          ts: `${day}T20:00:${String(i).padStart(2, "0")}Z`,
        },
      ]),
    );
    const [, ...answers] = await Promise.all([runRewards(ctx.database.db, clock, day), ...ingests]);
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 400).length;
    expect(accepted + refused).toBe(20);
    expect(await creditedDifficulty(minerId, day)).toBe(accepted * big);
    expect(
      (await postShares(app, "race-late", [{ account: "settle2", ts: `${day}T21:00:00Z` }])).statusCode,
    ).toBe(400);
  });
});
