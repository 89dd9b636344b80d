import type { PaymentDirection, PaymentStatus, PaymentType, SortOrder } from "@pithead/contract";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { namedQuery } from "../../db/named-query";
import { miners, operators, payments } from "../../db/schema";
import { withinLimit } from "../../lib/whole-pool-read";
import { paymentsPage, paymentsTotal, referredNameSql, txIdSql } from "./payment-list-statements";

/**
 * Whose payments a list covers: a miner's own, a pool's miners', an operator's customers' (`operator`), or a
 * Control Hub operator's own rows (`operator_own`: its fee income per day and its payouts).
 */
export type PaymentsOwner = { type: "miner" | "pool" | "operator" | "operator_own"; id: string };

export type PaymentsFilter = {
  types?: PaymentType[];
  direction?: PaymentDirection;
  statuses?: PaymentStatus[];
  /** Inclusive bounds on `created_at`: [from, to). */
  from?: Date;
  to?: Date;
};

export type PaymentRow = {
  id: string;
  /** Null on an operator's own row (`operatorId` set). */
  minerId: string | null;
  operatorId: string | null;
  accountName: string;
  poolId: string;
  type: string;
  direction: string;
  status: string;
  amount: bigint;
  createdAt: Date;
  settlementDay: string | null;
  counterpartyMinerId: string | null;
  counterpartyName: string | null;
  address: string | null;
  details: unknown;
  txId: string | null;
  /** 0 for a reward, 1 for a share or referral: the order among rows of one `created_at`. */
  sortRank: number;
  /** A `referral` row's referred account (unmasked: the view masks it), else null. */
  referredName: string | null;
};

export const counterparty = alias(miners, "counterparty");

export const paymentColumns = {
  id: payments.id,
  minerId: payments.minerId,
  operatorId: payments.operatorId,
  accountName: miners.accountName,
  poolId: miners.poolId,
  type: payments.type,
  direction: payments.direction,
  status: payments.status,
  amount: payments.amount,
  createdAt: payments.createdAt,
  settlementDay: payments.settlementDay,
  counterpartyMinerId: payments.counterpartyMinerId,
  counterpartyName: counterparty.accountName,
  address: payments.address,
  details: payments.details,
  txId: sql<string | null>`${sql.raw(txIdSql('"payments"'))}`,
  sortRank: payments.sortRank,
  referredName: sql<string | null>`${sql.raw(referredNameSql('"payments"'))}`,
};

/** Drizzle access to payments as lists show them (with account names and the payout's transaction id). */
/**
 * Every miner's ledger balance (its account `miner:<id>`, the key `ledger-accounts.ts` gives) and the sum of its
 * pending payouts (the partial index `payments_pending_payouts_idx`), at most $1 rows.
 */
const minerBalancesText = `select m.id::text as id, coalesce(a.balance, 0)::text as balance,
    coalesce(p.pending, 0)::text as pending
  from miners m
    left join ledger_accounts a on a.key = 'miner:' || m.id::text
    left join (select miner_id, sum(amount) as pending from payments
      where type = 'payout' and status = 'pending' group by miner_id) p on p.miner_id = m.id
  limit $1::int`;

export function paymentsRepository(db: Db) {
  return {
    page: (owner: PaymentsOwner, filter: PaymentsFilter, order: SortOrder, limit: number, offset: number) =>
      paymentsPage(db, owner, filter, order, limit, offset),
    total: (owner: PaymentsOwner, filter: PaymentsFilter) => paymentsTotal(db, owner, filter),
    /** The sum of the operator's own payouts still pending. */
    async operatorPendingPayouts(operatorId: string): Promise<bigint> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
        .from(payments)
        .where(
          and(
            eq(payments.operatorId, operatorId),
            eq(payments.type, "payout"),
            eq(payments.status, "pending"),
          ),
        );
      return BigInt(row?.sum ?? "0");
    },
    /** The pool of a miner, or of an operator (null when unknown). */
    async poolOf(type: "miner" | "operator", id: string): Promise<string | null> {
      const table = type === "miner" ? miners : operators;
      const [row] = await db.select({ poolId: table.poolId }).from(table).where(eq(table.id, id));
      return row?.poolId ?? null;
    },
    async accountName(minerId: string): Promise<string | null> {
      const [row] = await db.select({ name: miners.accountName }).from(miners).where(eq(miners.id, minerId));
      return row?.name ?? null;
    },
    /**
     * Every miner's balance and payouts still pending, by miner id (what `balance` answers one by one), or
     * null when there are more than `limit` miners.
     */
    async minerBalances(limit: number): Promise<Map<string, { balance: bigint; pending: bigint }> | null> {
      const rows = await namedQuery<{ id: string; balance: string; pending: string }>(
        db,
        "miner_balances",
        minerBalancesText,
        [limit + 1],
      );
      const kept = withinLimit(rows, limit);
      return (
        kept && new Map(kept.map((r) => [r.id, { balance: BigInt(r.balance), pending: BigInt(r.pending) }]))
      );
    },
    /** The sum of the miner's payouts still pending (made, not yet completed or canceled). */
    async pendingPayouts(minerId: string): Promise<bigint> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
        .from(payments)
        .where(
          and(eq(payments.minerId, minerId), eq(payments.type, "payout"), eq(payments.status, "pending")),
        );
      return BigInt(row?.sum ?? "0");
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
