import type { FeeLevel } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { throwIfStopped } from "../../jobs/job-stop";
import { type RunOutcome, runOnce } from "../../jobs/run-once";
import { ProductError } from "../../lib/product-error";
import { utcDayOf } from "../../lib/utc-day";
import { lockBalances, postEntry } from "../ledger/ledger.service";
import { type LedgerAccount, minerAccount, operatorAccount, poolAccount } from "../ledger/ledger-accounts";
import { defaultPayoutFeeLevels, type PayoutFeeLevels } from "./fee-levels";
import { defaultPayoutProvider, payoutProvider } from "./payout-provider";
import { type PayoutCandidate, payoutRunRepository } from "./payout-run.repository";
import { payoutScheduleRepository } from "./payout-schedule.repository";
import { feePerVbyteOf } from "./payout-schedule.service";

export type PayoutRunResult = { day: string; payouts: number; amount: bigint };

/**
 * The payout rule: a miner (or an operator) is paid when its current address is out of its pause at run time
 * (`paused_until <= now`) and its balance is at least its minimum payment; it is paid the whole balance, capped
 * by its maximum payment when that is above 0. Answers the satoshis to pay, 0n for none.
 */
export function payoutAmount(
  balance: bigint,
  c: Pick<PayoutCandidate, "minPayment" | "maxPayment" | "pausedUntil">,
  now: Date,
): bigint {
  if (c.pausedUntil.getTime() > now.getTime()) return 0n;
  if (balance <= 0n || balance < c.minPayment) return 0n;
  return c.maxPayment > 0n && balance > c.maxPayment ? c.maxPayment : balance;
}

/** The ledger account a candidate is paid from, and the key part naming it in the payout's entry. */
function payee(c: PayoutCandidate): { account: LedgerAccount; key: string } {
  if (c.minerId) return { account: minerAccount(c.poolId, c.minerId), key: c.minerId };
  const operatorId = c.operatorId as string;
  return { account: operatorAccount(c.poolId, operatorId), key: `operator:${operatorId}` };
}

const futureDay = () =>
  new ProductError("validation_failed", 400, "Payouts run only for today or a past day", [
    { name: "day", text: "max_threshold" },
  ]);

/**
 * The daily payout run for `day` (a UTC day, today or earlier), once per day however often it starts
 * (`runOnce` job `payouts`; a repeat answers `{ran:false}`). In one transaction: every candidate's balance is
 * read under `lockBalances`, and each payout posts `payout:<day>:<miner>` or `payout:<day>:operator:<id>` (an
 * operator's fee income, paid under the same rules) (the account -amount, payout_clearing
 * +amount), a payout payment (outgoing, pending, the day, the address) and a `created` payout request with the
 * pool schedule's fee level and fee per vbyte, handed to the provider. `signal` (aborted at shutdown) stops the
 * run before its next payout with `JobStopped`: its transaction and claim roll back, the next start pays the day.
 */
export async function runPayouts(
  db: Db,
  clock: Clock,
  day: string,
  levels: PayoutFeeLevels = defaultPayoutFeeLevels,
  signal?: AbortSignal,
): Promise<RunOutcome<PayoutRunResult>> {
  if (day > utcDayOf(clock.now())) throw futureDay();
  return runOnce(db, clock, "payouts", day, async (tx) => {
    const now = clock.now();
    const repo = payoutRunRepository(tx);
    const schedules = payoutScheduleRepository(tx);
    const candidates = (await repo.candidates()).filter((c) => c.pausedUntil.getTime() <= now.getTime());
    const balances = await lockBalances(
      tx,
      candidates.map((c) => payee(c).account),
    );
    const feeOfPool = new Map<string, { level: FeeLevel; perVbyte: number }>();
    const result: PayoutRunResult = { day, payouts: 0, amount: 0n };
    const provider = payoutProvider(defaultPayoutProvider);
    for (const [i, c] of candidates.entries()) {
      throwIfStopped(signal, `payout run ${day}`);
      const amount = payoutAmount(balances[i] ?? 0n, c, now);
      if (amount === 0n) continue;
      let fee = feeOfPool.get(c.poolId);
      if (!fee) {
        const schedule = await schedules.ensure(c.poolId, now);
        fee = { level: schedule.feeLevel as FeeLevel, perVbyte: feePerVbyteOf(schedule, levels) };
        feeOfPool.set(c.poolId, fee);
      }
      const { account, key } = payee(c);
      const posted = await postEntry(tx, {
        kind: "payout",
        idempotencyKey: `payout:${day}:${key}`,
        at: now,
        memo: `payout of ${day} to ${c.address}`,
        postings: [
          { account, amount: -amount },
          { account: poolAccount("payout_clearing", c.poolId), amount },
        ],
      });
      if (!posted.created) continue;
      const paymentId = await repo.insertPayment({
        minerId: c.minerId,
        operatorId: c.operatorId,
        type: "payout",
        direction: "outgoing",
        status: "pending",
        amount,
        settlementDay: day,
        address: c.address,
        details: { provider: provider.name, fee_level: fee.level, fee_per_vbyte: fee.perVbyte },
        ledgerEntryId: posted.entryId,
        createdAt: now,
        updatedAt: now,
      });
      const requestId = await repo.insertRequest({
        paymentId,
        poolId: c.poolId,
        provider: provider.name,
        status: "created",
        address: c.address,
        amount,
        feeLevel: fee.level,
        feePerVbyte: fee.perVbyte,
        createdAt: now,
        updatedAt: now,
      });
      await provider.submit(tx, { id: requestId, address: c.address, amount, feePerVbyte: fee.perVbyte });
      result.payouts += 1;
      result.amount += amount;
    }
    return result;
  });
}
