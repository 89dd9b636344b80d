import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type OperatorFeeRow = { minerId: string; accountName: string; gross: bigint; fee: bigint };

/**
 * An operator's fee of one settlement day, customer by customer, from the ledger: each customer's reward entry
 * of the day (`reward:<day>:<miner>`, found by its unique key) with its posting to `operator:<id>` (the fee) and
 * to the pool's unallocated account (minus the gross). Largest fee first.
 */
export async function operatorFeeOfDay(db: Db, operatorId: string, day: string): Promise<OperatorFeeRow[]> {
  const result = await db.execute(sql`
    select m.id::text as miner_id, m.account_name, fee.amount::text as fee,
      coalesce((select -sum(g.amount) from ledger_postings g
        where g.entry_id = e.id and g.account_key like 'unallocated:%'), 0)::text as gross
    from miners m
      join ledger_entries e on e.idempotency_key = 'reward:' || ${day}::text || ':' || m.id::text
      join ledger_postings fee on fee.entry_id = e.id and fee.account_key = 'operator:' || ${operatorId}::text
    where m.operator_id = ${operatorId}::uuid
    order by fee.amount desc, m.account_name, m.id`);
  const rows = (
    result as unknown as { rows: { miner_id: string; account_name: string; fee: string; gross: string }[] }
  ).rows;
  return rows.map((r) => ({
    minerId: r.miner_id,
    accountName: r.account_name,
    gross: BigInt(r.gross),
    fee: BigInt(r.fee),
  }));
}

/** The amount of the operator's `operator_fee` payment of the day (null when it has none). */
export async function operatorFeeTotal(db: Db, operatorId: string, day: string): Promise<bigint | null> {
  const result = await db.execute(sql`
    select amount::text as amount from payments
    where operator_id = ${operatorId}::uuid and type = 'operator_fee' and settlement_day = ${day}::date`);
  const [row] = (result as unknown as { rows: { amount: string }[] }).rows;
  return row ? BigInt(row.amount) : null;
}
