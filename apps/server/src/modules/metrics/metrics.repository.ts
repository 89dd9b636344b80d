import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export interface ScrapeFacts {
  outboxPending: number;
  outboxFailed: number;
  /** The latest stored ledger check (the hourly job's or an on-demand one); null before the first. */
  ledgerCheck: { ok: boolean; checkedAt: Date } | null;
}

type Row = { pending: number; failed: number; ledger_ok: boolean | null; ledger_at: Date | string | null };

/**
 * What `/metrics` reads from the database, one statement per scrape: the outbox's pending rows (its partial
 * index) and failed rows (few, purged after 30 days), and the latest ledger check (the primary key's last row).
 */
export function metricsRepository(db: Db) {
  return {
    async scrapeFacts(): Promise<ScrapeFacts> {
      const result = (await db.execute(sql`
        select
          (select count(*)::int from notification_outbox where status = 'pending') as pending,
          (select count(*)::int from notification_outbox where status = 'failed') as failed,
          last.ok as ledger_ok, last.checked_at as ledger_at
        from (select 1) as one
        left join lateral (
          select ok, checked_at from ledger_checks order by id desc limit 1
        ) as last on true`)) as unknown as { rows: Row[] };
      const row = result.rows[0];
      return {
        outboxPending: Number(row?.pending ?? 0),
        outboxFailed: Number(row?.failed ?? 0),
        ledgerCheck:
          row?.ledger_ok == null || row.ledger_at == null
            ? null
            : { ok: row.ledger_ok, checkedAt: new Date(row.ledger_at) },
      };
    },
  };
}
