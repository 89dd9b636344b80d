import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { throwIfStopped } from "../../jobs/job-stop";
import { type RunOutcome, runOnce } from "../../jobs/run-once";
import { ProductError } from "../../lib/product-error";
import { utcDayBounds, utcDayOf } from "../../lib/utc-day";
import { feeInForce } from "../fees/fee-in-force";
import { postEntry } from "../ledger/ledger.service";
import { minerAccount, operatorAccount, poolAccount } from "../ledger/ledger-accounts";
import { currentPoolId } from "../pools/pools.repository";
import { profitSharingRepository } from "../profit-sharing/profit-sharing.repository";
import { shareReward } from "../profit-sharing/split-math";
import { unallocatedRepository } from "../unallocated/unallocated.repository";
import { settleUnattributed } from "../unallocated/unallocated-settlement";
import { ratesInForce } from "./rates.repository";
import { notifyRewards, rewardMailBook } from "./reward-mail";
import { type Refusal, rewardDetails, rewardOrRefusal } from "./reward-math";
import { rewardRunRepository } from "./reward-run.repository";
import { lockSettlementDay, rewardsJob } from "./settlement-lock";

export type RewardRunSummary = {
  day: string;
  miners: number;
  gross: bigint;
  fee: bigint;
  net: bigint;
  /** Paid on by splits: profit sharing out of the donors' net, referrals out of the pool fee (in `net`/`fee`). */
  shared: bigint;
  /** Kept as unallocated funds: the value of unknown accounts' shares after the pool fee. */
  unallocated: bigint;
  /**
   * Miners whose difficulty sum the money math refused (`DifficultySumError`: not finite, or above the bounds
   * of reward-math.ts): nothing credited to them, logged as errors; every other miner is credited.
   */
  refused: { minerId: string; difficulty: number; reason: Refusal }[];
};
export type RewardRunOptions = {
  /** Tests only (crash injection): throw after this many miners were posted, inside the run's transaction. */
  failAfter?: number;
  /** Where a refused miner is logged (the jobs pass theirs); the summary lists them either way. */
  log?: Pick<FastifyBaseLogger, "error">;
  /**
   * Aborted at shutdown (the jobs, the start-up catch-up): the run stops before its next miner with
   * `JobStopped`, so its transaction and claim roll back and the next start runs the whole day.
   */
  signal?: AbortSignal | undefined;
};

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
const isDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};

/**
 * The daily FPPS credit of settlement `day` (the rule: `reward-math.ts`), once per day however often it is
 * started (`runOnce` job `rewards`, period = the day): for every miner (not deleted) with accepted shares
 * that day, one ledger entry `reward:<day>:<miner>` (unallocated -gross; miner +net; pool_fee +pool fee;
 * operator +operator fee, zero postings left out) and one `reward` payment (amount = net, when net > 0);
 * the splits in force that day (`profit_sharings`, split-math.ts) move their shares inside that same entry:
 * profit sharing from the miner's net (an outgoing and an incoming `profit_sharing` payment), a referral from
 * the pool fee (an incoming `referral` payment for the referrer), both listed after the reward (`sort_rank` 1);
 * each Control Hub operator gets one `operator_fee` payment of the day (its fee over its customers' entries);
 * then unknown account names' shares of the day become unallocated funds (`unallocated-settlement.ts`), and
 * each account with a row of the day gets its `miner-reward` mail listing those rows (`reward-mail.ts`).
 * The claim and every posting share one transaction: a crash half-way leaves nothing, and the next start
 * runs the whole day. A miner whose difficulty sum the money math refuses (`DifficultySumError`: not finite,
 * or over the bounds of reward-math.ts) is left out and logged (`summary.refused`); the others are credited.
 * A settled day takes no more shares (`settlement-lock.ts`; ingest refuses them). Only finished days (before today, UTC) run: 400 on `day` otherwise. Without a rate in
 * force for a pool whose miners have shares (or, with no shares at all, for the current pool): 409
 * `invalid_state`, and the day stays unclaimed so it runs once a rate is set. `{ran:false}`: done already.
 */
export async function runRewards(
  db: Db,
  clock: Clock,
  day: string,
  opts: RewardRunOptions = {},
): Promise<RunOutcome<RewardRunSummary>> {
  const today = utcDayOf(clock.now());
  if (!isDay(day)) throw dayError("invalid_input");
  if (day >= today) throw dayError("max_threshold");
  // A missing rate throws inside the run: the claim rolls back with it, so the day runs once a rate is set.
  return runOnce(db, clock, rewardsJob, day, (tx) => creditDay(tx, clock, day, opts));
}

async function creditDay(
  tx: Db,
  clock: Clock,
  day: string,
  opts: RewardRunOptions,
): Promise<RewardRunSummary> {
  const repo = rewardRunRepository(tx);
  // Ingests of this day's shares that started first commit before the sum; later ones find the day settled.
  await lockSettlementDay(tx, day, "exclusive");
  const { from, to } = utcDayBounds(day);
  const found = await repo.minerDifficulty(from, to);
  const unattributed = await unallocatedRepository(tx).unattributedOn(day);
  const rates = await ratesFor(tx, day, [...found, ...unattributed]);
  const fees = await feeInForce(
    tx,
    found.map((m) => m.minerId),
    day,
  );
  const splits = await profitSharingRepository(tx).rulesOn(day);
  const summary: RewardRunSummary = {
    day,
    miners: 0,
    gross: 0n,
    fee: 0n,
    net: 0n,
    shared: 0n,
    unallocated: 0n,
    refused: [],
  };
  const at = clock.now();
  const mail = rewardMailBook();
  const operatorIncome = new Map<string, { amount: bigint; customers: number }>();
  for (const miner of found) {
    throwIfStopped(opts.signal, `reward run ${day}`);
    const rate = rates.get(miner.poolId) ?? 0n;
    const fee = fees.get(miner.minerId) ?? { poolPpm: 0, operatorPpm: 0 };
    const outcome = rewardOrRefusal(miner.difficulty, rate, fee.poolPpm, fee.operatorPpm);
    if ("refused" in outcome) {
      // One corrupt sum must not roll the day back for every other miner: that miner is left out, loudly.
      const refused = { minerId: miner.minerId, difficulty: miner.difficulty, reason: outcome.refused };
      summary.refused.push(refused);
      opts.log?.error({ day, ...refused }, "reward run: a miner's difficulty sum refused, nothing credited");
      continue;
    }
    const r = outcome.reward;
    if (r.gross === 0n) continue;
    // Splits of the day: profit sharing out of the net, referrals out of the pool fee (split-math.ts).
    const shared = shareReward(r, splits.get(miner.minerId) ?? []);
    const postings = [
      { account: poolAccount("unallocated", miner.poolId), amount: -r.gross },
      { account: minerAccount(miner.poolId, miner.minerId), amount: shared.donorNet },
      { account: poolAccount("pool_fee", miner.poolId), amount: shared.poolFee },
      ...(miner.operatorId
        ? [{ account: operatorAccount(miner.poolId, miner.operatorId), amount: r.operatorFee }]
        : []),
      ...shared.shares.map((s) => ({
        account: minerAccount(miner.poolId, s.recipientMinerId),
        amount: s.amount,
      })),
    ].filter((p) => p.amount !== 0n);
    const entry = await postEntry(tx, {
      kind: "reward",
      idempotencyKey: `reward:${day}:${miner.minerId}`,
      memo: `FPPS reward for ${day}`,
      at,
      postings,
    });
    if (!entry.created) continue;
    if (r.net > 0n) {
      await repo.insertRewardPayment({
        minerId: miner.minerId,
        day,
        amount: r.net,
        ledgerEntryId: entry.entryId,
        at,
        details: rewardDetails(miner.difficulty, rate, r, fee),
      });
      mail.reward(miner.minerId, r.net);
    }
    await repo.insertSharePayments(
      shared.shares.map((s) => ({
        ...s,
        donorMinerId: miner.minerId,
        base: s.type === "referral" ? r.poolFee : r.net,
      })),
      { day, ledgerEntryId: entry.entryId, at },
    );
    await repo.recordSharesPaid(shared.shares, day);
    if (miner.operatorId && r.operatorFee > 0n) {
      const income = operatorIncome.get(miner.operatorId) ?? { amount: 0n, customers: 0 };
      operatorIncome.set(miner.operatorId, {
        amount: income.amount + r.operatorFee,
        customers: income.customers + 1,
      });
    }
    mail.shares(miner.minerId, shared.shares);
    summary.shared += shared.shares.reduce((sum, s) => sum + s.amount, 0n);
    summary.miners += 1;
    summary.gross += r.gross;
    summary.fee += r.poolFee + r.operatorFee;
    summary.net += r.net;
    if (opts.failAfter !== undefined && summary.miners >= opts.failAfter) {
      throw new Error(`reward run ${day}: injected failure after ${summary.miners} miners`);
    }
  }
  throwIfStopped(opts.signal, `reward run ${day}`);
  await repo.insertOperatorFeePayments(operatorIncome, { day, at });
  summary.unallocated = await settleUnattributed(tx, day, unattributed, rates, at, opts.log);
  await notifyRewards(tx, day, mail.entries, at);
  return summary;
}

const dayError = (text: "invalid_input" | "max_threshold") =>
  new ProductError(
    "validation_failed",
    400,
    text === "max_threshold" ? "Only a finished day (before today, UTC) can be settled" : "Not a day",
    [{ name: "day", text }],
  );

/** The rate of each pool with shares on the day (the current pool when none has): 409 when one is missing. */
async function ratesFor(db: Db, day: string, found: { poolId: string }[]): Promise<Map<string, bigint>> {
  let poolIds = [...new Set(found.map((m) => m.poolId))];
  if (poolIds.length === 0) {
    const current = await currentPoolId(db);
    poolIds = current ? [current] : [];
  }
  const rates = await ratesInForce(db, poolIds, day);
  if (poolIds.some((id) => !rates.has(id))) {
    throw new ProductError("invalid_state", 409, `No reward rate is in force on ${day}`);
  }
  return rates;
}
