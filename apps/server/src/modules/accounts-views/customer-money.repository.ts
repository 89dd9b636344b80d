import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type CustomerMoney = { balance: bigint; feePpm: number };

/**
 * The balances of a page of an operator's customers and the operator's fee in force on `day` for each (the
 * newest period covering the day, else 0), in one statement: the ledger account by its primary key, the fee
 * through `operator_fees_miner_idx`.
 */
export async function customerMoney(
  db: Db,
  operatorId: string,
  minerIds: string[],
  day: string,
): Promise<Map<string, CustomerMoney>> {
  const found = new Map<string, CustomerMoney>();
  if (minerIds.length === 0) return found;
  const ids = sql.join(
    minerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select m.id, coalesce(la.balance, 0)::text as balance,
      (select f.ppm from operator_fees f
        where f.miner_id = m.id and f.operator_id = ${operatorId}::uuid
          and f.start_date <= ${day}::date and (f.end_date is null or f.end_date >= ${day}::date)
        order by f.created_at desc limit 1) as fee_ppm
    from miners m
    left join ledger_accounts la on la.key = 'miner:' || m.id::text
    where m.id in (${ids})`)) as unknown as {
    rows: { id: string; balance: string; fee_ppm: number | null }[];
  };
  for (const row of result.rows) {
    found.set(row.id, { balance: BigInt(row.balance), feePpm: Number(row.fee_ppm ?? 0) });
  }
  return found;
}
