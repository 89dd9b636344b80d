import { randomUUID } from "node:crypto";
import { type Payment, type RoleCapability, roleMay, type TransferBody } from "@pithead/contract";
import type { Clock } from "../../clock";
import type { Db } from "../../db/client";
import { ProductError } from "../../lib/product-error";
import { grantsOnMinerVia } from "../accounts/miner-access.repository";
import { accessDenied } from "../accounts/read-access";
import { insufficientBalance, lockBalances, postEntry } from "../ledger/ledger.service";
import { minerAccount } from "../ledger/ledger-accounts";
import { transfersRepository } from "./transfers.repository";

/** The roles the caller holds on the miner itself (a transfer never goes by an operator or pool permission). */
async function directRoles(db: Db, userId: string, minerId: string): Promise<string[]> {
  return (await grantsOnMinerVia(db, userId, minerId)).filter((g) => g.via === "miner").map((g) => g.role);
}

const badTarget = (message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "to_miner_id", text: "invalid_input" }]);

/**
 * Transfers between a user's own miner accounts (no Fastify, no SQL here).
 * - Who (the contract's role table, by permissions on each miner itself; 403 `access_denied` otherwise, an unknown
 *   or deleted target too): the caller holds a money role (`transfer_own`) on both miners, and either is the
 *   source's owner (`transfer_any`: the owner's money is theirs to give) or the same person owns both miners. So
 *   a member of alice's miner cannot move her balance to a miner of their own.
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
      const repo = transfersRepository(db);
      const [fromRoles, toRoles] = await Promise.all([
        directRoles(db, userId, fromId),
        directRoles(db, userId, body.to_miner_id),
      ]);
      const moves = (roles: string[], capability: RoleCapability) =>
        roles.some((r) => roleMay(r, capability));
      if (!moves(fromRoles, "transfer_own") || !moves(toRoles, "transfer_own")) throw accessDenied();
      if (!moves(fromRoles, "transfer_any") && !(await repo.sameOwner(fromId, body.to_miner_id))) {
        throw accessDenied();
      }
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
        operator_id: null,
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
        sharing: null,
        referred_account: null,
      };
    },
  };
}
