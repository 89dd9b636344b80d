import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, payments, pools } from "../../db/schema";
import { counterparty, type PaymentRow, paymentColumns } from "./payments.repository";

export type ExportRow = PaymentRow & { prices: Map<string, string | null> };

/** Drizzle access for the CSV export: keyset pages of one miner's payments with their prices at the time. */
export function paymentsExportRepository(db: Db) {
  return {
    /**
     * The next rows after the keyset cursor (ascending `created_at`, `sort_rank`, `id`: the list's order, so a
     * day's reward comes before its shares and pages never overlap or skip): the CSV export reads by these, each
     * with the newest stored price of every symbol asked fetched at or before the payment (index symbol, time).
     */
    async after(
      minerId: string,
      symbols: string[],
      window: { from: Date; to: Date },
      cursor: { createdAt: Date; sortRank: number; id: string } | null,
      limit: number,
    ) {
      const afterCursor = cursor
        ? sql`(${payments.createdAt}, ${payments.sortRank}, ${payments.id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.sortRank}::smallint, ${cursor.id}::uuid)`
        : undefined;
      const prices = Object.fromEntries(
        symbols.map((symbol) => [
          `price_${symbol}`,
          sql<
            string | null
          >`(select e.price from exchange_rates e where e.symbol = ${symbol} and e.fetched_at <= ${payments.createdAt} order by e.fetched_at desc limit 1)`,
        ]),
      );
      const rows = await db
        .select({ ...paymentColumns, ...prices })
        .from(payments)
        .innerJoin(miners, eq(miners.id, payments.minerId))
        .leftJoin(counterparty, eq(counterparty.id, payments.counterpartyMinerId))
        .where(
          and(
            eq(payments.minerId, minerId),
            gte(payments.createdAt, window.from),
            lt(payments.createdAt, window.to),
            afterCursor,
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.sortRank), asc(payments.id))
        .limit(limit);
      return rows.map((row): ExportRow => {
        const r = row as unknown as PaymentRow & Record<string, string | null>;
        return { ...r, prices: new Map(symbols.map((s) => [s, r[`price_${s}`] ?? null])) };
      });
    },
    async extraCurrencies(poolId: string): Promise<string[]> {
      const [row] = await db.select({ extra: pools.extraCurrencies }).from(pools).where(eq(pools.id, poolId));
      return row?.extra ?? [];
    },
  };
}
export type PaymentsExportRepository = ReturnType<typeof paymentsExportRepository>;
