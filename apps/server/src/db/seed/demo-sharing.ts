import { and, eq, inArray } from "drizzle-orm";
import type { Clock } from "../../clock";
import { addUtcDays, utcDayOf } from "../../lib/utc-day";
import { demoMonthStart } from "../../modules/telemetry/simulator/month-history";
import type { Db } from "../client";
import { miners, pools, profitSharings, referrerCodes } from "../schema";
import { demoPoolName } from "./demo";

/** Alice's referral code in the demo (a real one, printed on her /referrals page). */
export const demoReferralCode = "REF-ALCE-DEMO";

/**
 * The splits of the demo month (demo mode only, idempotent; before the month's reward runs, so every day pays
 * them): alice shares 10 % of her net reward with bob from the month's first day, and carol signed up with
 * alice's referral code then (a referral at the pool's terms: alice gets a share of the pool's fee on carol's
 * reward). Written as the routes would have written them a day earlier.
 */
export async function seedDemoSharing(db: Db, clock: Clock): Promise<void> {
  const startMs = demoMonthStart(clock.now().getTime());
  const start = utcDayOf(startMs);
  const [pool] = await db
    .select({ id: pools.id, sharePpm: pools.referralSharePpm, days: pools.referralDurationDays })
    .from(pools)
    .where(eq(pools.name, demoPoolName));
  if (!pool) return;
  const rows = await db
    .select({ id: miners.id, name: miners.accountName })
    .from(miners)
    .where(and(eq(miners.poolId, pool.id), inArray(miners.accountName, ["alice", "bob", "carol"])));
  const id = (name: string) => rows.find((r) => r.name === name)?.id;
  const [alice, bob, carol] = [id("alice"), id("bob"), id("carol")];
  if (!alice || !bob || !carol) return;
  const [existing] = await db
    .select({ id: profitSharings.id })
    .from(profitSharings)
    .where(eq(profitSharings.donorMinerId, alice))
    .limit(1);
  if (existing) return;
  const madeAt = new Date(startMs - 12 * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.insert(profitSharings).values({
      donorMinerId: alice,
      recipientMinerId: bob,
      type: "profit_sharing",
      ppm: 100_000,
      startDate: start,
      createdAt: madeAt,
    });
    const [code] = await tx
      .insert(referrerCodes)
      .values({ minerId: alice, code: demoReferralCode, createdAt: new Date(startMs - 5 * 86_400_000) })
      .onConflictDoNothing()
      .returning({ id: referrerCodes.id });
    if (pool.sharePpm > 0) {
      await tx
        .insert(profitSharings)
        .values({
          donorMinerId: carol,
          recipientMinerId: alice,
          type: "referral",
          ppm: pool.sharePpm,
          startDate: start,
          endDate: addUtcDays(start, pool.days - 1),
          referrerCodeId: code?.id ?? null,
          createdAt: madeAt,
        })
        .onConflictDoNothing();
    }
  });
}
