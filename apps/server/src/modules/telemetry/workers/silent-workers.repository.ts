import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sqlUuids } from "../../../db/sql-values";
import type { FiguresOwner } from "./worker-figures.repository";
import type { WorkerFilter } from "./workers.repository";

type Rows = { rows: Record<string, unknown>[] };

/**
 * The alert job's judgement read beside the worker lists: the workers it holds down (`worker_alert_states`,
 * written by `jobs/worker-alerts.ts`), only a few rows even in a pool of 100,000 workers. Read on each request,
 * after the kept page, so the list marks a worker from the minute the job judges it, as its mail does.
 */
export function silentWorkersRepository(db: Db) {
  return {
    /** Of these workers, those judged down, with the share interval the rule expected (null: no rate). */
    async marks(workerIds: string[]): Promise<Map<string, number | null>> {
      if (workerIds.length === 0) return new Map();
      const result = (await db.execute(sql`
        select worker_id, expected_share_seconds from worker_alert_states
        where worker_id = any(${sqlUuids(workerIds)}) and state = 'down'`)) as unknown as Rows;
      return new Map(
        result.rows.map((r) => [
          String(r.worker_id),
          r.expected_share_seconds === null ? null : Number(r.expected_share_seconds),
        ]),
      );
    },
    /** The owner's stable workers matching `filter` that are judged down (snapshot statuses, as the counts). */
    async count(owner: FiguresOwner, filter: WorkerFilter): Promise<number> {
      const result = (await db.execute(sql`
        select count(*)::int as n from worker_alert_states s
        join worker_figures f on f.worker_id = s.worker_id
        where s.state = 'down' and f.${sql.raw(`${owner.type}_id`)} = ${owner.id}::uuid
          and f.behaviour = ${filter.behaviour} and f.status = 'stable'
          ${filter.name ? sql`and strpos(lower(f.name), lower(${filter.name})) > 0` : sql``}`)) as unknown as Rows;
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}
export type SilentWorkersRepository = ReturnType<typeof silentWorkersRepository>;
