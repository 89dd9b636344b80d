import { and, eq, inArray } from "drizzle-orm";
import { type Clock, TestClock } from "../../clock";
import { ProductError } from "../../lib/product-error";
import { addUtcDays, DAY_MS, utcDayOf } from "../../lib/utc-day";
import { applyPromocode } from "../../modules/promocodes/promocode-apply";
import { promocodesRepository } from "../../modules/promocodes/promocodes.repository";
import { demoMonthStart } from "../../modules/telemetry/simulator/month-history";
import type { Db } from "../client";
import { miners, payments, pools, users } from "../schema";
import { demoPoolName } from "./demo";

type DemoCode = Parameters<ReturnType<typeof promocodesRepository>["insert"]>[0];

/** The demo's promo codes, dated from the demo month's first day `start` (`YYYY-MM-DD`). */
function demoCodes(start: string): Omit<DemoCode, "createdBy" | "createdAt" | "updatedAt">[] {
  const common = { allowedUsers: [], userRestriction: false, userUsageLimit: null };
  return [
    {
      ...common,
      code: "WELCOME-2026",
      effectiveFrom: start,
      effectiveTo: null,
      status: "active",
      type: "welcome",
      feeType: "rel",
      feeValue: 3000,
      usageLimit: 1000,
      durationDays: 90,
      perpetual: false,
      description: "New miners: 0.3 % off the pool fee for 90 days",
    },
    {
      ...common,
      code: "LOYAL-HALF",
      effectiveFrom: start,
      effectiveTo: null,
      status: "active",
      type: "loyalty",
      feeType: "abs",
      feeValue: 5000,
      usageLimit: 100,
      durationDays: 30,
      perpetual: false,
      description: "Miners with rewards: a 0.5 % pool fee for 30 days",
    },
    {
      ...common,
      code: "HASH-FOREVER",
      effectiveFrom: start,
      effectiveTo: null,
      status: "active",
      type: "universal",
      feeType: "abs",
      feeValue: 6000,
      usageLimit: 10,
      durationDays: null,
      perpetual: true,
      description: "Partners: a 0.6 % pool fee with no end",
    },
    {
      ...common,
      code: "SUMMER-2026",
      effectiveFrom: addUtcDays(start, -120),
      effectiveTo: addUtcDays(start, -30),
      status: "inactive",
      type: "universal",
      feeType: "rel",
      feeValue: 1000,
      usageLimit: null,
      durationDays: 14,
      perpetual: false,
      description: "An old summer campaign (ended)",
    },
  ];
}

/** Which demo miner gets which code: applied on the month's fourth day, before its reward run. */
const demoApplications = [
  { account: "carol", code: "WELCOME-2026" },
  { account: "northhub02", code: "HASH-FOREVER" },
];

/**
 * Demo mode only, idempotent (call it after `seedDemoMoney`, before `runDemoMonth`): the promo codes above,
 * made by the platform's demo user, and the applications of `demoApplications` through the same service as
 * `promocodes/apply`, with a clock on the month's fourth day at 08:00 UTC, so the month's rewards from its
 * fifth day are paid at the code's fee. A miner that has rewards already (an older demo database) is left
 * alone: its settled days must keep their fee.
 */
export async function seedDemoPromocodes(db: Db, clock: Clock): Promise<void> {
  const [pool] = await db.select({ id: pools.id }).from(pools).where(eq(pools.name, demoPoolName));
  if (!pool) return;
  const startMs = demoMonthStart(clock.now().getTime());
  const [platformUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "platform@pithead.test"));
  const repo = promocodesRepository(db);
  const at = new Date(startMs - DAY_MS);
  for (const code of demoCodes(utcDayOf(startMs))) {
    if (await repo.codeTaken(code.code)) continue;
    await repo.insert({ ...code, createdBy: platformUser?.id ?? null, createdAt: at, updatedAt: at });
  }

  const accounts = demoApplications.map((a) => a.account);
  const found = await db
    .select({ id: miners.id, account: miners.accountName })
    .from(miners)
    .where(and(eq(miners.poolId, pool.id), inArray(miners.accountName, accounts)));
  const applyClock = new TestClock(new Date(startMs + 3 * DAY_MS + 8 * 3_600_000));
  for (const { account, code } of demoApplications) {
    const miner = found.find((m) => m.account === account);
    if (!miner) continue;
    const [rewarded] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.minerId, miner.id), eq(payments.type, "reward")))
      .limit(1);
    if (rewarded) continue;
    try {
      await applyPromocode(db, applyClock, { code, minerId: miner.id, user: null });
    } catch (error) {
      // Applied at an earlier start: 409 promocode_already_applied.
      if (!(error instanceof ProductError)) throw error;
    }
  }
}
