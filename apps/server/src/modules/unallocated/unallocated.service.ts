import type { UnallocatedFunds, UnallocatedFundsList, UnallocatedFundsQuery } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { formatScaled } from "../../lib/decimal";
import { ProductError } from "../../lib/product-error";
import { postEntry } from "../ledger/ledger.service";
import { minerAccount, poolAccount } from "../ledger/ledger-accounts";
import { satsOut } from "../payments/payment-view";
import { hashesOf, rewardDetails, thsOf } from "../rewards/reward-math";
import { rewardRunRepository } from "../rewards/reward-run.repository";
import { type UnallocatedRow, unallocatedRepository } from "./unallocated.repository";

const notFound = () => ProductError.notFound("No such unallocated funds transaction");
const alreadyRefunded = () =>
  new ProductError(
    "unallocated_funds_transaction_already_refunded",
    409,
    "These unallocated funds are refunded already",
  );
const noSuchMiner = () =>
  new ProductError("validation_failed", 400, "No miner of this pool has this account name", [
    { name: "account_name", text: "not_found" },
  ]);

/** The hashrate and rate figures of a row, as a reward shows them. */
function figuresOf(row: Pick<UnallocatedRow, "shareDifficulty" | "msatsPerThDay">) {
  return {
    share_difficulty: String(row.shareDifficulty),
    hashrate_ths: thsOf(hashesOf(row.shareDifficulty), 86_400),
    rate_sats_per_th_day: formatScaled(row.msatsPerThDay, 3, 3),
  };
}

/** What waits, and what a refund credits: the gross less the pool fee kept at settlement. */
const amountOf = (row: Pick<UnallocatedRow, "gross" | "fee">) => row.gross - row.fee;

function unallocatedView(row: UnallocatedRow): UnallocatedFunds {
  return {
    id: row.id,
    day: row.day,
    account_name: row.accountName,
    ...figuresOf(row),
    gross: satsOut(row.gross),
    fee: satsOut(row.fee),
    amount: satsOut(amountOf(row)),
    status: row.refundedAt ? "refunded" : "unallocated",
    created_at: row.createdAt.toISOString(),
    refund:
      row.refundedAt && row.refundMinerId && row.refundPaymentId
        ? {
            miner_id: row.refundMinerId,
            account_name: row.refundAccountName ?? "",
            payment_id: row.refundPaymentId,
            refunded_at: row.refundedAt.toISOString(),
          }
        : null,
  };
}

/**
 * The platform's unallocated funds: the list, and the refund of one transaction to a miner of its pool (once:
 * the row is locked, a second refund is 409). A refund posts `unallocated` -amount, miner +amount (a `reward`
 * entry, so it counts in the miner's earnings) and gives the miner a completed incoming `reward` payment of the
 * shares' day, with the shares' figures and `unallocated_funds_id` in its details.
 */
export function unallocatedService(db: Db, clock: Clock) {
  const repo = unallocatedRepository(db);
  return {
    async list(query: UnallocatedFundsQuery): Promise<UnallocatedFundsList> {
      const [rows, { total, open }] = await Promise.all([
        repo.page(query.status, query.per_page, (query.page - 1) * query.per_page),
        repo.totals(query.status),
      ]);
      return {
        data: rows.map(unallocatedView),
        total,
        page: query.page,
        per_page: query.per_page,
        unallocated_total: satsOut(open),
      };
    },

    async refund(id: string, accountName: string, userId: string): Promise<UnallocatedFunds> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const locked = unallocatedRepository(tx);
        const row = await locked.lock(id);
        if (!row) throw notFound();
        if (row.refundedAt) throw alreadyRefunded();
        const miner = await locked.minerNamed(row.poolId, accountName);
        if (!miner) throw noSuchMiner();
        const at = clock.now();
        const amount = amountOf(row);
        const entry = await postEntry(tx, {
          kind: "reward",
          idempotencyKey: `unallocated-refund:${row.id}`,
          memo: `Unallocated funds of ${row.accountName} for ${row.day}, refunded`,
          at,
          postings: [
            { account: poolAccount("unallocated", row.poolId), amount: -amount },
            { account: minerAccount(row.poolId, miner.id), amount },
          ],
        });
        const hashes = hashesOf(row.shareDifficulty);
        const split = { hashes, gross: row.gross, poolFee: row.fee, operatorFee: 0n, net: amount };
        const paymentId = await rewardRunRepository(tx).insertRewardPayment({
          minerId: miner.id,
          day: row.day,
          amount,
          details: {
            ...rewardDetails(row.shareDifficulty, row.msatsPerThDay, split, {
              poolPpm: row.feePpm,
              operatorPpm: 0,
            }),
            unallocated_funds_id: row.id,
            account_name: row.accountName,
          },
          ledgerEntryId: entry.entryId,
          at,
        });
        if (!paymentId) throw new Error(`refund payment of unallocated funds ${row.id} not inserted`);
        const refund = {
          refundedAt: at,
          refundMinerId: miner.id,
          refundPaymentId: paymentId,
          refundedBy: userId,
        };
        await locked.markRefunded(row.id, refund);
        return unallocatedView({ ...row, ...refund, refundAccountName: miner.accountName });
      });
    },
  };
}
