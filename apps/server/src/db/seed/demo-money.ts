import { createHash } from "node:crypto";
import { payments as btcPayments } from "bitcoinjs-lib";
import { eq, inArray } from "drizzle-orm";
import type { Clock } from "../../clock";
import { DAY_MS, utcDayOf } from "../../lib/utc-day";
import { demoMonthStart } from "../../modules/telemetry/simulator/month-history";
import type { Db } from "../client";
import { miners, operatorFees, operators, pools, rewardRates, walletAddresses, wallets } from "../schema";
import { demoOperator, demoPoolName } from "./demo";
import { seedDemoPrices } from "./demo-prices";

/** The demo's FPPS rate: 52.5 sat per TH/s per day (about the hashprice of late 2026), in millisatoshis. */
export const demoRateMsats = 52_500n;
/** Each demo miner's minimum payment (sats): alice is paid every other day, bob every few days, carol daily. */
const demoMinimums: Record<string, bigint> = { alice: 100_000n, bob: 50_000n, carol: 1_000_000n };
/** The operator's fee on its customers (ppm): 1 %. */
const demoOperatorFeePpm = 10_000;

/**
 * A payout address for a demo miner: a valid mainnet bech32 (P2WPKH) address of a hash nobody holds a key
 * for (SHA-256 of the account name), so payouts look real and can never be spent by anyone.
 */
export function demoAddress(account: string): string {
  const hash = createHash("sha256").update(`pithead-demo:${account}`).digest().subarray(0, 20);
  const address = btcPayments.p2wpkh({ hash }).address;
  if (!address) throw new Error("demo address");
  return address;
}

/**
 * The money settings of the demo month (demo mode only, idempotent): the reward rate from the month's first
 * day, the operator's 1 % fee on its customers, each miner's wallet (and the operator's, for its fee income)
 * with an address set the day before the month (so no pause) and its minimum payment, and a BTC/USDT and
 * BTC/RUB price every 5 minutes as production stores them (`demo-prices.ts`, around `priceLevels`: RATES_FALLBACK) to value the month's payments and reports.
 */
export async function seedDemoMoney(
  db: Db,
  clock: Clock,
  priceLevels?: ReadonlyMap<string, string>,
): Promise<void> {
  const startMs = demoMonthStart(clock.now().getTime());
  const [pool] = await db.select({ id: pools.id }).from(pools).where(eq(pools.name, demoPoolName));
  if (!pool) return;
  await db.transaction(async (tx) => {
    const rates = await tx
      .select({ id: rewardRates.id })
      .from(rewardRates)
      .where(eq(rewardRates.poolId, pool.id));
    if (rates.length === 0) {
      await tx.insert(rewardRates).values({
        poolId: pool.id,
        msatsPerThDay: demoRateMsats,
        source: "manual",
        effectiveFrom: utcDayOf(startMs),
        createdAt: new Date(startMs - DAY_MS),
      });
    }
    const [operator] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.operatorName, demoOperator.operatorName));
    const all = await tx
      .select({ id: miners.id, account: miners.accountName, operatorId: miners.operatorId })
      .from(miners)
      .where(eq(miners.poolId, pool.id));
    const existing = new Set(
      (
        await tx
          .select({ minerId: wallets.minerId })
          .from(wallets)
          .where(
            inArray(
              wallets.minerId,
              all.map((m) => m.id),
            ),
          )
      ).map((w) => w.minerId),
    );
    for (const miner of all.filter((m) => !existing.has(m.id))) {
      const setAt = new Date(startMs - DAY_MS);
      const [wallet] = await tx
        .insert(wallets)
        .values({
          minerId: miner.id,
          minPayment: demoMinimums[miner.account] ?? 100_000n,
          createdAt: setAt,
          updatedAt: setAt,
        })
        .returning({ id: wallets.id });
      if (!wallet) continue;
      await tx.insert(walletAddresses).values({
        walletId: wallet.id,
        address: demoAddress(miner.account),
        createdAt: setAt,
        pausedUntil: new Date(setAt.getTime() + DAY_MS),
      });
      if (operator && miner.operatorId === operator.id) {
        await tx.insert(operatorFees).values({
          operatorId: operator.id,
          minerId: miner.id,
          ppm: demoOperatorFeePpm,
          startDate: utcDayOf(startMs),
          comment: "Control Hub service fee",
          createdAt: setAt,
        });
      }
    }
    if (operator) {
      // The operator's fee income is paid out like a miner's balance (its own wallet, same schedule).
      const setAt = new Date(startMs - DAY_MS);
      const [made] = await tx
        .insert(wallets)
        .values({ operatorId: operator.id, minPayment: 100_000n, createdAt: setAt, updatedAt: setAt })
        .onConflictDoNothing({ target: wallets.operatorId })
        .returning({ id: wallets.id });
      if (made) {
        await tx.insert(walletAddresses).values({
          walletId: made.id,
          address: demoAddress(`operator:${demoOperator.operatorName}`),
          createdAt: setAt,
          pausedUntil: new Date(setAt.getTime() + DAY_MS),
        });
      }
    }
    await seedDemoPrices(tx, startMs, clock.now().getTime(), priceLevels);
  });
}
