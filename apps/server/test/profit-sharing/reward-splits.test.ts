import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { minerFees, miners, payments, users } from "../../src/db/schema";
import { checkLedger } from "../../src/jobs/ledger-check";
import { minerAccessRepository } from "../../src/modules/accounts/miner-access.repository";
import { readAccess } from "../../src/modules/accounts/read-access";
import { balancesOf } from "../../src/modules/ledger/ledger.service";
import { minerAccount, poolAccount } from "../../src/modules/ledger/ledger-accounts";
import { profitSharingService } from "../../src/modules/profit-sharing/profit-sharing.service";
import { joinByReferrerCode } from "../../src/modules/referrals/referral-join";
import { referralsService } from "../../src/modules/referrals/referrals.service";
import { earningsRepository } from "../../src/modules/rewards/earnings.repository";
import { earningsService } from "../../src/modules/rewards/earnings.service";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { useTestDatabase } from "../helper";
import { addDifficulty, newMiner, poolAndOperator, setRate } from "../money/money-fixture";
import { S } from "../money/reward-scenario";

const ctx = useTestDatabase({ demo: true });
const ids = { poolId: "", donor: "", bob: "", carol: "", referrer: "", other: "", user: "" };
/** The day after `day` at 10:00 UTC: its reward run may run. */
const after = (day: string) => new TestClock(`${day}T10:00:00Z`);
const days = ["2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];

beforeAll(async () => {
  const db = ctx.database.db;
  ids.poolId = (await poolAndOperator(db)).poolId;
  ids.user = (await db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? "";
  ids.donor = await newMiner(db, "psdonor");
  ids.bob = await newMiner(db, "psbob");
  ids.carol = await newMiner(db, "pscarol");
  ids.referrer = await newMiner(db, "psref");
  ids.other = await newMiner(db, "psother");
  await setRate(db, 52_500n, "2026-03-01");
  // A promo fee of 0.5 % for the donor from 03-03 (as promocodes/apply makes it).
  await db.insert(minerFees).values({
    minerId: ids.donor,
    ppm: 5000,
    startDate: "2026-03-03",
    comment: "Promo code PS-TEST",
    createdAt: new Date("2026-03-02T10:00:00Z"),
  });
  for (const day of days) {
    await addDifficulty(db, ids.donor, day, S);
    await addDifficulty(db, ids.other, day, S);
  }
  // On 03-02 (so from 03-03): 10 % to bob, 33.3333 % to carol, and the donor signed up with psref's code.
  const clock = new TestClock("2026-03-02T10:00:00Z");
  const sharing = profitSharingService({ db, clock });
  await sharing.put(ids.user, ids.donor, "psbob", "10");
  await sharing.put(ids.user, ids.donor, "pscarol", "33.3333");
  const codes = await referralsService({ db, clock, publicUrl: "http://x" }).codes(ids.referrer);
  const code = codes.codes[0]?.code ?? "";
  expect(await joinByReferrerCode(db, clock, { minerId: ids.donor, code })).toEqual({
    kind: "referral",
    applied: true,
    start_date: "2026-03-03",
    end_date: "2027-03-02",
  });
});

const balances = () =>
  balancesOf(ctx.database.db, [
    minerAccount(ids.poolId, ids.donor),
    minerAccount(ids.poolId, ids.bob),
    minerAccount(ids.poolId, ids.carol),
    minerAccount(ids.poolId, ids.referrer),
    poolAccount("pool_fee", ids.poolId),
  ]);
const delta = (before: bigint[], now: bigint[]) => now.map((b, i) => b - (before[i] ?? 0n));
const sharePayments = (day: string) =>
  ctx.database.db
    .select({
      minerId: payments.minerId,
      type: payments.type,
      sortRank: payments.sortRank,
      direction: payments.direction,
      amount: payments.amount,
      counterparty: payments.counterpartyMinerId,
      details: payments.details,
    })
    .from(payments)
    .where(and(inArray(payments.type, ["profit_sharing", "referral"]), eq(payments.settlementDay, day)));

describe("the reward run pays the splits of the day", () => {
  it("two splits, a referral and a promo fee: exact satoshis in one entry, once", async () => {
    const db = ctx.database.db;
    const before = await balances();
    const outcome = await runRewards(db, after("2026-03-04"), "2026-03-03");
    // gross 5,219,578; at 0.5 %: net 5,193,480, pool fee 26,098. Bob floor(10 %) = 519,348; carol
    // floor(33.3333 %) = 1,731,158; the referrer floor(20 % of the pool fee) = 5,219.
    expect(outcome.ran && outcome.value.shared).toBe(519_348n + 1_731_158n + 5219n);
    // The donor keeps 5,193,480 - 519,348 - 1,731,158 = 2,942,974; the pool 26,098 - 5,219 = 20,879, plus the
    // 0.9 % of psother (46,977).
    expect(delta(before, await balances())).toEqual([
      2_942_974n,
      519_348n,
      1_731_158n,
      5219n,
      20_879n + 46_977n,
    ]);
    const rows = await sharePayments("2026-03-03");
    const of = (minerId: string, direction: string) =>
      rows.filter((r) => r.minerId === minerId && r.direction === direction).map((r) => r.amount);
    expect(of(ids.donor, "outgoing").sort()).toEqual([1_731_158n, 519_348n]);
    expect(of(ids.bob, "incoming")).toEqual([519_348n]);
    expect(of(ids.carol, "incoming")).toEqual([1_731_158n]);
    expect(of(ids.referrer, "incoming")).toEqual([5219n]);
    expect(of(ids.donor, "incoming")).toEqual([]);
    const bobRow = rows.find((r) => r.minerId === ids.bob);
    expect(bobRow?.counterparty).toBe(ids.donor);
    expect(bobRow?.details).toMatchObject({ sharing_type: "profit_sharing", percent: "10", base: 5_193_480 });
    const referral = rows.find((r) => r.minerId === ids.referrer);
    // Referral income has its own type; every share row lists after the day's reward.
    expect(rows.filter((r) => r.type === "referral").map((r) => r.minerId)).toEqual([ids.referrer]);
    expect(rows.every((r) => r.sortRank === 1)).toBe(true);
    // The referrer is not told who the referred miner is.
    expect(referral?.counterparty).toBeNull();
    expect(referral?.details).toMatchObject({ sharing_type: "referral", percent: "20", base: 26_098 });
    // The donor's statement: its reward row (the net) less its outgoing shares is what its balance grew by.
    const [reward] = await db
      .select({ amount: payments.amount })
      .from(payments)
      .where(
        and(
          eq(payments.minerId, ids.donor),
          eq(payments.type, "reward"),
          eq(payments.settlementDay, "2026-03-03"),
        ),
      );
    expect((reward?.amount ?? 0n) - 519_348n - 1_731_158n).toBe(2_942_974n);
    // Twice is once.
    const again = await balances();
    expect(await runRewards(db, after("2026-03-04"), "2026-03-03")).toEqual({ ran: false });
    expect(await balances()).toEqual(again);
    expect(await sharePayments("2026-03-03")).toHaveLength(5);
    expect((await checkLedger(db, after("2026-03-04"))).value.ok).toBe(true);
  });

  it("a change made today starts tomorrow: today is settled by the old percent", async () => {
    const db = ctx.database.db;
    // On 03-04 bob's split goes to 20 %: 03-04 still pays 10 %, 03-05 pays 20 %.
    const service = profitSharingService({ db, clock: after("2026-03-04") });
    const running = (await service.list(ids.donor)).given.find((s) => s.recipient.account_name === "psbob");
    const changed = await service.put(ids.user, ids.donor, "psbob", "20", running?.id);
    expect(changed).toMatchObject({ percent: "20", start_date: "2026-03-05", state: "scheduled" });
    await runRewards(db, after("2026-03-05"), "2026-03-04");
    const bob = (await sharePayments("2026-03-04")).find((r) => r.minerId === ids.bob);
    expect(bob?.amount).toBe(519_348n);
    await runRewards(db, after("2026-03-06"), "2026-03-05");
    const bob2 = (await sharePayments("2026-03-05")).find((r) => r.minerId === ids.bob);
    expect(bob2?.amount).toBe(1_038_696n);
  });

  it("a recipient deleted later gets nothing; the donor keeps its share", async () => {
    const db = ctx.database.db;
    await db
      .update(miners)
      .set({ deletedAt: new Date("2026-03-06T12:00:00Z") })
      .where(eq(miners.id, ids.carol));
    const before = await balances();
    await runRewards(db, after("2026-03-07"), "2026-03-06");
    const [donor, bob, carol] = delta(before, await balances());
    // 5,193,480 - 20 % (1,038,696) = 4,154,784 for the donor; carol's 33.3333 % is not paid.
    expect([donor, bob, carol]).toEqual([4_154_784n, 1_038_696n, 0n]);
    expect((await sharePayments("2026-03-06")).some((r) => r.minerId === ids.carol)).toBe(false);
  });
});

describe("today's estimate (processing earnings) counts the splits in force", () => {
  it("takes the donor's shares out and gives them to the recipient and the referrer", async () => {
    const db = ctx.database.db;
    const clock = new TestClock("2026-03-06T12:00:00Z");
    const earnings = earningsService({
      db,
      repo: earningsRepository(db),
      access: readAccess(minerAccessRepository(db)),
      clock,
    });
    const reader = { userId: null, watcher: null };
    const amount = async (id: string) => (await earnings.processing(reader, "miner", id)).amount;
    // 03-06 so far: the same 5,193,480 net; bob's 20 % (carol is deleted), the referrer's 20 % of 26,098.
    expect(await amount(ids.donor)).toBe(4_154_784);
    expect(await amount(ids.bob)).toBe(1_038_696);
    expect(await amount(ids.carol)).toBe(0);
    expect(await amount(ids.referrer)).toBe(5219);
  });
});

describe("a crash half-way through a day with splits", () => {
  it("leaves no share, no payment and no balance behind", async () => {
    const db = ctx.database.db;
    await addDifficulty(db, ids.donor, "2026-03-07", S);
    await addDifficulty(db, ids.other, "2026-03-07", S);
    const before = await balances();
    await expect(runRewards(db, after("2026-03-08"), "2026-03-07", { failAfter: 1 })).rejects.toThrow(
      /injected failure/,
    );
    expect(await balances()).toEqual(before);
    expect(await sharePayments("2026-03-07")).toEqual([]);
    const outcome = await runRewards(db, after("2026-03-08"), "2026-03-07");
    expect(outcome.ran).toBe(true);
    expect((await sharePayments("2026-03-07")).length).toBeGreaterThan(0);
  });
});
