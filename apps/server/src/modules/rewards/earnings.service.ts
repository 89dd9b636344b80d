import type { Earned, ProcessingEarnings } from "@pithead/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { type CachedRead, readEachTime } from "../../lib/change-cache";
import { msatsToSats } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { utcDayBounds, utcDayOf } from "../../lib/utc-day";
import { wholePoolLimit } from "../../lib/whole-pool-read";
import type { ReadAccess, Reader } from "../accounts/read-access";
import { type FeeInForce, feeInForce } from "../fees/fee-in-force";
import { accountKey, minerAccount, operatorAccount, poolAccount } from "../ledger/ledger-accounts";
import { profitSharingRepository } from "../profit-sharing/profit-sharing.repository";
import { shareReward } from "../profit-sharing/split-math";
import type { EarningsRepository } from "./earnings.repository";
import { ratesInForce } from "./rates.repository";
import { maxGrossSats, rewardOrRefusal, thsOf } from "./reward-math";
import { rewardRunRepository } from "./reward-run.repository";

export type EarnerType = "miner" | "pool" | "operator";
type Deps = {
  db: Db;
  repo: EarningsRepository;
  access: ReadAccess;
  clock: Clock;
  log?: Pick<FastifyBaseLogger, "error">;
  /**
   * A read kept until the tables behind it change (the app's money cache, lib/change-cache.ts); absent: read
   * each time.
   */
  cached?: CachedRead;
  /** The same for a day of difficulty so far (the rollups cache: emptied by every write of miner buckets). */
  cachedDifficulty?: CachedRead;
};

const notFound = () => ProductError.notFound("No such account");
/**
 * Satoshis as the JSON number the contract carries, checked: every amount below 2^53 is exact. Ledger sums
 * and reward estimates stay far below it (a miner's day is at most `maxGrossSats`, 2.1e15); a larger one is
 * refused (thrown), never rounded.
 */
const sats = (v: bigint) => {
  if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`amount ${v} sat is beyond exact JSON numbers`);
  }
  return Number(v);
};

/**
 * Earnings (section payments). `processing`: today (UTC) so far, the reward rule over today's 4 h rollups up
 * to now with today's rate, fees and splits (split-math.ts), summed per miner after flooring: a miner's net
 * less what it shares plus what its donors share with it, a pool's pool fee less referrals, an operator's fee; a miner whose sum the money math refuses (`rewardOrRefusal`) is left out and logged, so one
 * corrupt row cannot fail a pool's estimate. `earned*`: what reward entries of the ledger credited the account (all time, or from one
 * miner). Miners are checked by the route (`requireMinerRead`), pools and operators here.
 */
export function earningsService({
  db,
  repo,
  access,
  clock,
  log,
  cached = readEachTime,
  cachedDifficulty = readEachTime,
}: Deps) {
  /**
   * Every miner's pool, kept in the money cache until a miner, fee or pool changes (null for a pool of more than
   * `wholePoolLimit` miners): a dashboard per miner then reads only its own day of difficulty.
   */
  const minerPools = () => cached("pool-of:miners", () => repo.minerPools(wholePoolLimit));
  async function poolOf(type: EarnerType, id: string): Promise<string> {
    if (type === "pool") return id;
    const all = type === "miner" ? await minerPools() : null;
    const poolId = all
      ? (all.get(id) ?? null)
      : await cached(`pool-of:${type}:${id}`, async () =>
          type === "miner" ? ((await repo.miner(id))?.poolId ?? null) : repo.operatorPool(id),
        );
    if (!poolId) throw notFound();
    return poolId;
  }
  /**
   * The fees in force on `day` of `minerIds`: from every miner's, read at once, when the pool is not larger
   * than `wholePoolLimit`; else (or for a miner made since) of these miners alone.
   */
  async function feesOf(minerIds: string[], day: string) {
    const all = await minerPools();
    if (all) {
      const every = await cached(`fees:${day}:all-miners`, () => feeInForce(db, [...all.keys()], day));
      if (minerIds.every((id) => every.has(id))) {
        return new Map(minerIds.map((id) => [id, every.get(id) as FeeInForce]));
      }
    }
    return cached(`fees:${day}:${idsKey(minerIds)}`, () => feeInForce(db, minerIds, day));
  }
  /** Accepted difficulty per miner of `scope` in [from, to) (the day so far). */
  const difficulty = (
    from: Date,
    to: Date,
    scope: { minerId?: string; poolId?: string; operatorId?: string },
  ) =>
    cachedDifficulty(`difficulty:${from.toISOString()}:${to.toISOString()}:${JSON.stringify(scope)}`, () =>
      rewardRunRepository(db).minerDifficulty(from, to, scope),
    );
  const idsKey = (ids: string[]) => [...new Set(ids)].sort().join(",");
  const keyOf = (type: EarnerType, id: string) =>
    type === "miner"
      ? accountKey(minerAccount("", id))
      : type === "operator"
        ? accountKey(operatorAccount("", id))
        : accountKey(poolAccount("pool_fee", id));
  return {
    async processing(reader: Reader, type: EarnerType, id: string): Promise<ProcessingEarnings> {
      if (type !== "miner") await access.ensureAccount(reader, type, id, "payments");
      const now = clock.now();
      const day = utcDayOf(now);
      const { from, to } = utcDayBounds(day);
      const scope =
        type === "miner" ? { minerId: id } : type === "pool" ? { poolId: id } : { operatorId: id };
      // Independent reads, side by side: the answer waits for one round trip, not three.
      const [poolId, splits, found] = await Promise.all([
        poolOf(type, id),
        cached(`splits:${day}`, () => profitSharingRepository(db).rulesOn(day)),
        difficulty(from, to, scope),
      ]);
      // A miner's estimate takes in what its donors share with it today (profit sharing and referrals).
      const donors =
        type === "miner"
          ? [...splits].filter(([, rules]) => rules.some((r) => r.recipientMinerId === id)).map(([d]) => d)
          : [];
      const donorDays = await Promise.all(donors.map((donor) => difficulty(from, to, { minerId: donor })));
      const all = [...found, ...donorDays.flat()];
      // The account's own pool and the pools of its miners, in one query.
      const poolIds = [poolId, ...all.map((m) => m.poolId)];
      const minerIds = all.map((m) => m.minerId);
      const [rates, fees] = await Promise.all([
        cached(`rates:${day}:${idsKey(poolIds)}`, () => ratesInForce(db, [...new Set(poolIds)], day)),
        feesOf(minerIds, day),
      ]);
      const rate = rates.get(poolId) ?? null;
      let amount = 0n;
      let hashes = 0n;
      for (const m of all) {
        const own = m.minerId === id || type !== "miner";
        const fee = fees.get(m.minerId) ?? { poolPpm: 0, operatorPpm: 0 };
        const outcome = rewardOrRefusal(
          m.difficulty,
          rates.get(m.poolId) ?? 0n,
          fee.poolPpm,
          fee.operatorPpm,
        );
        if ("refused" in outcome) {
          log?.error(
            { minerId: m.minerId, difficulty: m.difficulty, reason: outcome.refused },
            "processing earnings: a miner's difficulty sum refused, left out",
          );
          continue;
        }
        const r = outcome.reward;
        const shared = shareReward(r, splits.get(m.minerId) ?? []);
        if (!own) {
          for (const s of shared.shares) if (s.recipientMinerId === id) amount += s.amount;
          continue;
        }
        hashes += r.hashes;
        amount += type === "miner" ? shared.donorNet : type === "pool" ? shared.poolFee : r.operatorFee;
      }
      // A pool's or operator's day is a sum over miners: held to one miner's bound, it stays exact in JSON.
      if (amount > maxGrossSats) {
        log?.error({ type, id, amount: amount.toString() }, "processing earnings: estimate above 21M BTC");
        amount = maxGrossSats;
      }
      return {
        day,
        amount: sats(amount),
        hashrate_ths: thsOf(hashes, Math.max(1, (now.getTime() - from.getTime()) / 1000)),
        rate_sats_per_th_day: rate === null ? null : msatsToSats(rate),
        as_of: now.toISOString(),
      };
    },

    async earnedAllTime(reader: Reader, type: EarnerType, id: string): Promise<Earned> {
      if (type !== "miner") await access.ensureAccount(reader, type, id, "payments");
      const key = keyOf(type, id);
      const { amount, since } = await cached(`earned:${key}`, () => repo.rewardCredits(key));
      return { amount: sats(amount), since };
    },

    async earnedFromMiner(
      reader: Reader,
      type: "pool" | "operator",
      id: string,
      minerId: string,
    ): Promise<Earned> {
      await access.ensureAccount(reader, type, id, "payments");
      const miner = await cached(`miner:${minerId}`, () => repo.miner(minerId));
      if (!miner || (type === "pool" ? miner.poolId : miner.operatorId) !== id) throw notFound();
      const key = keyOf(type, id);
      const { amount, since } = await cached(`earned:${key}:${minerId}`, () =>
        repo.rewardCreditsFrom(key, minerId),
      );
      return { amount: sats(amount), since };
    },
  };
}
