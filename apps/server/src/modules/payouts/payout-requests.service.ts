import type { FeeLevel, PayoutRequest, PayoutRequestStatus } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { postEntry } from "../ledger/ledger.service";
import { minerAccount, operatorAccount, poolAccount } from "../ledger/ledger-accounts";
import { notificationFacts } from "../notifications/notification-facts";
import type { NotificationPayload } from "../notifications/notification-payload";
import { notify, notifyAll } from "../notifications/notify";
import { operatorMembers } from "../notifications/operator-members.repository";
import { payoutProvider } from "./payout-provider";
import { type PayoutRequestRow, payoutRequestsRepository } from "./payout-requests.repository";

export type PayoutTransition = "sent" | "complete" | "fail" | "resend" | "reverse";

/**
 * The life of a payout request: created -> sent -> completed; created|sent -> failed -> created (resend);
 * created|failed -> canceled (reverse: the coins go back to the miner). Completed and canceled are final.
 * Reverse only where no broadcast can be in flight: never from `sent`, and from `created` only when the
 * provider broadcasts nothing by itself (the manual one); else the provider must first report `failed`. So a
 * provider that broadcasts on `resend` can never both pay and credit back.
 * A transition to the state the request is in already is a repeat and changes nothing (a repeated `sent`
 * must name the same transaction); any other move is 409 `invalid_state`.
 */
export const transitions: Record<PayoutTransition, { from: PayoutRequestStatus[]; to: PayoutRequestStatus }> =
  {
    sent: { from: ["created"], to: "sent" },
    complete: { from: ["sent"], to: "completed" },
    fail: { from: ["created", "sent"], to: "failed" },
    resend: { from: ["failed"], to: "created" },
    reverse: { from: ["created", "failed"], to: "canceled" },
  };

const invalidState = (status: string, action: PayoutTransition) =>
  new ProductError("invalid_state", 409, `The payout request is ${status}: it cannot be marked ${action}`);
const notFound = () => ProductError.notFound("No such payout request");

export function requestView(row: PayoutRequestRow): PayoutRequest {
  return {
    id: row.id,
    payment_id: row.paymentId,
    owner_type: row.minerId ? "miner" : "operator",
    miner_id: row.minerId,
    operator_id: row.operatorId,
    account_name: row.accountName,
    provider: row.provider,
    status: row.status as PayoutRequestStatus,
    address: row.address,
    amount: Number(row.amount),
    fee_level: row.feeLevel as FeeLevel,
    fee_per_vbyte: row.feePerVbyte,
    tx_id: row.txId,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * `miner-payout` when a payout is broadcast (keyed by its transaction) or fails (keyed by the time: a request
 * resent and failed again is a new failure), in the transition's transaction.
 */
async function notifyPayout(tx: Db, row: PayoutRequestRow, at: Date): Promise<void> {
  const sent = row.status === "sent";
  const key = `miner-payout:${row.id}:${sent ? `sent:${row.txId}` : `failed:${at.toISOString()}`}`;
  const payload: NotificationPayload = {
    event: "miner-payout",
    account_name: row.accountName,
    amount_sat: Number(row.amount),
    address: row.address,
    day: row.settlementDay ?? row.createdAt.toISOString().slice(0, 10),
    status: sent ? "sent" : "failed",
    tx_id: row.txId,
    at: at.toISOString(),
    prices: await notificationFacts(tx).prices(at),
  };
  if (row.minerId) {
    await notify(tx, at, { key, minerId: row.minerId, payload });
    return;
  }
  const members = await operatorMembers(tx, row.operatorId as string, "miner-payout");
  await notifyAll(
    tx,
    at,
    members.map((userId) => ({ key, userId, payload })),
  );
}

/** Platform actions on payout requests; each transition locks the request and moves money in one transaction. */
export function payoutRequestsService(db: Db, clock: Clock) {
  const repo = payoutRequestsRepository(db);

  async function move(id: string, action: PayoutTransition, input: { txId?: string; reason?: string } = {}) {
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const requests = payoutRequestsRepository(tx);
      const row = await requests.lock(id);
      if (!row) throw notFound();
      const rule = transitions[action];
      if (row.status === rule.to) {
        if (action === "sent" && row.txId?.toLowerCase() !== input.txId?.toLowerCase())
          throw invalidState(row.status, action);
        return requestView(row);
      }
      if (!rule.from.includes(row.status as PayoutRequestStatus)) throw invalidState(row.status, action);
      if (action === "reverse" && row.status === "created" && payoutProvider(row.provider).broadcasts) {
        throw new ProductError(
          "invalid_state",
          409,
          "The payout request may be on its way: its provider broadcasts by itself. Mark it failed first",
        );
      }
      const now = clock.now();
      if (action === "complete") {
        await postEntry(tx, {
          kind: "payout-complete",
          idempotencyKey: `payout-complete:${row.id}`,
          at: now,
          postings: [
            { account: poolAccount("payout_clearing", row.poolId), amount: -row.amount },
            { account: poolAccount("payout_wallet", row.poolId), amount: row.amount },
          ],
        });
        await requests.setPaymentStatus(row.paymentId, "completed", now);
      } else if (action === "reverse") {
        await postEntry(tx, {
          kind: "payout-cancel",
          idempotencyKey: `payout-cancel:${row.id}`,
          at: now,
          postings: [
            { account: poolAccount("payout_clearing", row.poolId), amount: -row.amount },
            {
              account: row.minerId
                ? minerAccount(row.poolId, row.minerId)
                : operatorAccount(row.poolId, row.operatorId as string),
              amount: row.amount,
            },
          ],
        });
        await requests.setPaymentStatus(row.paymentId, "canceled", now);
      }
      const patch =
        action === "sent"
          ? { status: rule.to, txId: input.txId?.toLowerCase() ?? null }
          : action === "fail"
            ? { status: rule.to, failureReason: input.reason ?? null }
            : action === "resend"
              ? { status: rule.to, txId: null, failureReason: null }
              : { status: rule.to };
      await requests.update(row.id, patch, now);
      if (action === "resend") {
        await payoutProvider(row.provider).submit(tx, {
          id: row.id,
          address: row.address,
          amount: row.amount,
          feePerVbyte: row.feePerVbyte,
        });
      }
      const moved = await requests.byId(row.id);
      if (!moved) throw notFound();
      if (action === "sent" || action === "fail") await notifyPayout(tx, moved, now);
      return requestView(moved);
    });
  }

  return {
    async list(query: { status?: PayoutRequestStatus; page: number; per_page: number }) {
      const { rows, total } = await repo.list(query.status, query.page, query.per_page);
      return { data: rows.map(requestView), total, page: query.page, per_page: query.per_page };
    },
    markSent: (id: string, txId: string) => move(id, "sent", { txId }),
    complete: (id: string) => move(id, "complete"),
    fail: (id: string, reason: string) => move(id, "fail", { reason }),
    resend: (id: string) => move(id, "resend"),
    reverse: (id: string) => move(id, "reverse"),
  };
}
export type PayoutRequestsService = ReturnType<typeof payoutRequestsService>;
