import { randomUUID } from "node:crypto";
import type { Payment, TransferBody } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { accessDenied } from "../accounts/read-access";
import { ensureMinerWrite, moneyWriters, type WriteRule } from "../accounts/write-access";
import { insufficientBalance, lockBalances, postEntry } from "../ledger/ledger.service";
import { minerAccount } from "../ledger/ledger-accounts";
import { transfersRepository } from "./transfers.repository";

/** "A user's own miner accounts": a money writer's permission on the miner itself (not via operator or pool). */
export const transferWriters: WriteRule = { miner: moneyWriters.miner };

const badTarget = (message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "to_miner_id", text: "invalid_input" }]);

/**
 * Transfers between a user's own miner accounts (no Fastify, no SQL here).
 * - The caller must be owner, admin or treasurer of BOTH miners through a permission on each miner itself
 *   (403 `access_denied` otherwise, an unknown or deleted target too); the route requires aal2.
 * - Not to itself, and only within one pool (400 `validation_failed` on `to_miner_id`).
 * - One transaction: both miner accounts locked (key order), the source balance checked (400
 *   `insufficient_balance` on `amount` when it is below the amount), the ledger entry `transfer:<uuid>`
 *   (source -x, target +x) and two completed `transfer` payments, outgoing on the source and incoming on the
 *   target, each naming the other as counterparty. Concurrent transfers from one balance serialise on the lock.
 */
export function transfersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async transfer(userId: string, fromId: string, body: TransferBody): Promise<Payment> {
      if (body.to_miner_id === fromId) throw badTarget("A transfer needs another miner account");
      await ensureMinerWrite(db, userId, fromId, transferWriters);
      await ensureMinerWrite(db, userId, body.to_miner_id, transferWriters);
      const repo = transfersRepository(db);
      const [from, to] = await Promise.all([repo.miner(fromId), repo.miner(body.to_miner_id)]);
      if (!from || !to) throw accessDenied();
      if (from.poolId !== to.poolId) throw badTarget("Both miner accounts must be in the same pool");
      const amount = BigInt(body.amount);
      const source = minerAccount(from.poolId, fromId);
      const target = minerAccount(to.poolId, body.to_miner_id);
      const at = clock.now();
      const id = await db.transaction(async (tx) => {
        const [balance = 0n] = await lockBalances(tx, [source, target]);
        if (balance < amount) throw insufficientBalance();
        const { entryId } = await postEntry(tx, {
          kind: "transfer",
          idempotencyKey: `transfer:${randomUUID()}`,
          memo: `${from.accountName} -> ${to.accountName}`,
          at,
          postings: [
            { account: source, amount: -amount },
            { account: target, amount },
          ],
        });
        return transfersRepository(tx).insertSides({
          fromMinerId: fromId,
          toMinerId: body.to_miner_id,
          amount,
          ledgerEntryId: entryId,
          at,
        });
      });
      return {
        id,
        miner_id: fromId,
        account_name: from.accountName,
        type: "transfer",
        direction: "outgoing",
        status: "completed",
        amount: body.amount,
        created_at: at.toISOString(),
        settlement_day: null,
        counterparty: { miner_id: body.to_miner_id, account_name: to.accountName },
        address: null,
        tx_id: null,
        reward: null,
      };
    },
  };
}
