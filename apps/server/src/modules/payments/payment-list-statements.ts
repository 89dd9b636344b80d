import type { SortOrder } from "@pithead/contract";
import type { Db } from "../../db/client";
import { namedQuery } from "../../db/named-query";
import type { PaymentRow, PaymentsFilter, PaymentsOwner } from "./payments.repository";

/**
 * The payments lists' page and total as named prepared statements (parsed and planned once per connection, no
 * query built per call: issue 43, a miner's list ran at 0.13-0.23x of `/healthz`). One text per owner kind, order
 * and the set of filters given (each filter a condition only when given, so each shape gets its own plan: a
 * condition on a null parameter kept the type column in every plan, and with it the table's rows).
 */
const owners: Record<PaymentsOwner["type"], { where: string; account: string; join: string }> = {
  miner: { where: "p.miner_id = $1", account: "m", join: "join miners m on m.id = p.miner_id" },
  pool: {
    where: "p.pool_id = $1 and p.miner_id is not null",
    account: "m",
    join: "join miners m on m.id = p.miner_id",
  },
  operator: { where: "p.customer_of = $1", account: "m", join: "join miners m on m.id = p.miner_id" },
  operator_own: {
    where: "p.operator_id = $1",
    account: "o",
    join: "join operators o on o.id = p.operator_id",
  },
};

/**
 * The newest transaction id of the payment's payout request (a payout only), for the payments row `p` (a table
 * name or alias): the lists' statements and the export's columns read the same text.
 */
export const txIdSql = (p: string) =>
  `(select r.tx_id from payout_requests r where r.payment_id = ${p}.id and r.tx_id is not null
    order by r.created_at desc limit 1)`;

/** The referred miner of a `referral` row `p`: the donor of the split its details name. */
export const referredNameSql = (p: string) =>
  `(case when ${p}.type = 'referral' then (select rm.account_name
    from profit_sharings ps join miners rm on rm.id = ps.donor_miner_id
    where ps.id = (${p}.details->>'profit_sharing_id')::uuid) end)`;

type Shape = { key: string; conditions: string[]; values: unknown[] };

/**
 * The filters given, as conditions on `table` numbered from $2, their values, and a key naming the shape. `day`:
 * the bounds as UTC days (`payment_counts.day`), else as times (`created_at`).
 */
function shapeOf(f: PaymentsFilter, table: "p" | "c", day: boolean): Shape {
  const conditions: string[] = [];
  const values: unknown[] = [];
  let key = "";
  const add = (flag: string, condition: (n: number) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(values.length + 1));
    key += flag;
  };
  const time = day ? `${table}.day` : `${table}.created_at`;
  const bound = (at: Date) => (day ? at.toISOString().slice(0, 10) : at.toISOString());
  const cast = day ? "date" : "timestamptz";
  if (f.types?.length) add("t", (n) => `${table}.type = any($${n}::text[])`, f.types);
  if (f.direction) add("d", (n) => `${table}.direction = $${n}::text`, f.direction);
  if (f.statuses?.length) add("s", (n) => `${table}.status = any($${n}::text[])`, f.statuses);
  if (f.from) add("f", (n) => `${time} >= $${n}::${cast}`, bound(f.from));
  if (f.to) add("u", (n) => `${time} < $${n}::${cast}`, bound(f.to));
  return { key: key || "all", conditions, values };
}
const and = (conditions: string[]) => conditions.map((c) => ` and ${c}`).join("");

/**
 * The page is cut first from the owner's index (the pool's and the operator's hold the lists' whole order: payments
 * schema), then only its rows are joined to names and get their transaction id and referred account: an offset
 * no longer computes them for every row it skips.
 */
function pageText(owner: PaymentsOwner["type"], order: SortOrder, shape: Shape): string {
  const { where, account, join } = owners[owner];
  const dir = order === "asc" ? "asc" : "desc";
  const name = account === "o" ? "o.operator_name" : "m.account_name";
  const n = shape.values.length + 2;
  return `select p.id, p.miner_id, p.operator_id, ${name} as account_name, ${account}.pool_id, p.type, p.direction,
      p.status, p.amount::text as amount, p.created_at, p.settlement_day::text as settlement_day,
      p.counterparty_miner_id, c.account_name as counterparty_name, p.address, p.details,
      ${txIdSql("p")} as tx_id, p.sort_rank, ${referredNameSql("p")} as referred_name
    from (select p.id from payments p where ${where}${and(shape.conditions)}
      order by p.created_at ${dir}, p.sort_rank asc, p.id ${dir} limit $${n}::int offset $${n + 1}::int) cut
    join payments p on p.id = cut.id ${join} left join miners c on c.id = p.counterparty_miner_id
    order by p.created_at ${dir}, p.sort_rank asc, p.id ${dir}`;
}

type Row = Record<string, unknown>;
const rowOf = (r: Row): PaymentRow => ({
  id: String(r.id),
  minerId: (r.miner_id as string | null) ?? null,
  operatorId: (r.operator_id as string | null) ?? null,
  accountName: String(r.account_name),
  poolId: String(r.pool_id),
  type: String(r.type),
  direction: String(r.direction),
  status: String(r.status),
  amount: BigInt(String(r.amount)),
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
  settlementDay: (r.settlement_day as string | null) ?? null,
  counterpartyMinerId: (r.counterparty_miner_id as string | null) ?? null,
  counterpartyName: (r.counterparty_name as string | null) ?? null,
  address: (r.address as string | null) ?? null,
  details: r.details,
  txId: (r.tx_id as string | null) ?? null,
  sortRank: Number(r.sort_rank),
  referredName: (r.referred_name as string | null) ?? null,
});

/**
 * One page sorted by `created_at` in `order`, then `sort_rank` ascending (a day's reward before its shares in both
 * orders), then `id` in `order`: a total order, so pages never overlap.
 */
export async function paymentsPage(
  db: Db,
  owner: PaymentsOwner,
  filter: PaymentsFilter,
  order: SortOrder,
  limit: number,
  offset: number,
): Promise<PaymentRow[]> {
  const shape = shapeOf(filter, "p", false);
  const rows = await namedQuery<Row>(
    db,
    `payments_page_${owner.type}_${order}_${shape.key}`,
    pageText(owner.type, order, shape),
    [owner.id, ...shape.values, limit, offset],
  );
  return rows.map(rowOf);
}

/**
 * The list's total. A pool's and an operator's customers' come from `payment_counts` (a few rows a day) when the
 * bounds are whole UTC days (always, from the list's `dayRange`); otherwise, and for a miner or an operator's own
 * rows (hundreds a year), the rows are counted.
 */
export async function paymentsTotal(db: Db, owner: PaymentsOwner, filter: PaymentsFilter): Promise<number> {
  const wholeDays = [filter.from, filter.to].every((at) => !at || at.getTime() % 86_400_000 === 0);
  const counted = (owner.type === "pool" || owner.type === "operator") && wholeDays;
  const shape = shapeOf(filter, counted ? "c" : "p", counted);
  const text = counted
    ? `select coalesce(sum(c.n), 0)::bigint::text as n from payment_counts c
      where c.owner_id = $1${and(shape.conditions)}`
    : `select count(*)::int as n from payments p where ${owners[owner.type].where}${and(shape.conditions)}`;
  const name = `payments_${counted ? "counted" : `total_${owner.type}`}_${shape.key}`;
  const [row] = await namedQuery<Row>(db, name, text, [owner.id, ...shape.values]);
  return Number(row?.n ?? 0);
}
