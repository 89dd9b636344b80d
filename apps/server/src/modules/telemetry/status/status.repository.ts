import type { WorkerStatus } from "@pithead/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sqlTimestamp as ts } from "../../../db/sql-values";
import type { statusCutoffs } from "./worker-status";

export type StatusChange = { workerId: string; from: WorkerStatus; to: WorkerStatus };

/** Drizzle access for the worker status sweep. */
export function statusRepository(db: Db) {
  return {
    /**
     * Sets every worker's status from its last share and the cut-offs (the rule of `workerStatusAt`), in one
     * statement, and records one event per change at `at`.
     */
    async applyStatuses(cut: ReturnType<typeof statusCutoffs>, at: Date): Promise<StatusChange[]> {
      const result = (await db.execute(sql`
        with target as (
          select id, status as from_status,
            case when last_share_at >= ${ts(cut.stableFrom)} then 'stable'
                 when last_share_at >= ${ts(cut.unavailableFrom)} then 'unavailable'
                 when last_share_at > ${ts(cut.offAfter)} then 'off'
                 else 'removed' end as to_status
          from workers
        ), changed as (
          select * from target where to_status <> from_status
        ), updated as (
          update workers w set status = c.to_status, status_changed_at = ${ts(at)},
            removed_at = case when c.to_status = 'removed' then ${ts(at)} else null end
          from changed c where w.id = c.id
          returning w.id
        )
        insert into worker_status_events (worker_id, from_status, to_status, at)
        select c.id, c.from_status, c.to_status, ${ts(at)} from changed c join updated u on u.id = c.id
        returning worker_id, from_status, to_status`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => ({
        workerId: String(r.worker_id),
        from: r.from_status as WorkerStatus,
        to: r.to_status as WorkerStatus,
      }));
    },
  };
}
