import type { WorkerStatus } from "@pithead/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { sqlTimestamp as ts } from "../../../db/sql-values";
import { statusAfterMs, type statusCutoffs } from "./worker-status";

export type StatusChange = { workerId: string; from: WorkerStatus; to: WorkerStatus };

/** Drizzle access for the worker status sweep. */
export function statusRepository(db: Db) {
  return {
    /**
     * Sets every worker's status from its last share and the cut-offs (the rule of `workerStatusAt`), in one
     * statement, and records one event per change at `at` (when the sweep saw it). `status_changed_at` is when
     * the worker entered its new status (`statusEnteredAt`): a silent status at the last share + its limit;
     * `stable` at the first share after the silence, found in the worker's 1-minute buckets after its previous
     * last share (the old `status_changed_at` less the old status's limit): the first such bucket's start (or
     * its one share's time), the sweep's time when those buckets are gone.
     */
    async applyStatuses(cut: ReturnType<typeof statusCutoffs>, at: Date): Promise<StatusChange[]> {
      // The silence after which a status is entered (0 for stable), as an interval.
      const limitOf = (status: string) =>
        sql.raw(`(case ${status} when 'unavailable' then ${statusAfterMs.unavailable} when 'off' then ${statusAfterMs.off}
          when 'removed' then ${statusAfterMs.removed} else 0 end * interval '1 millisecond')`);
      const result = (await db.execute(sql`
        with target as (
          select id, status as from_status, status_changed_at as from_since, last_share_at,
            case when last_share_at >= ${ts(cut.stableFrom)} then 'stable'
                 when last_share_at >= ${ts(cut.unavailableFrom)} then 'unavailable'
                 when last_share_at > ${ts(cut.offAfter)} then 'off'
                 else 'removed' end as to_status
          from workers
        ), changed as (
          select t.id, t.from_status, t.to_status,
            case when t.to_status <> 'stable' then t.last_share_at + ${limitOf("t.to_status")}
              else coalesce((select case when r.accepted_count + r.rejected_count = 1 then r.last_share_at
                  else greatest(r.bucket_start, p.prev_last) end from worker_rollups r
                where r.worker_id = t.id and r.bucket_seconds = 60 and r.bucket_start >= date_trunc('minute', p.prev_last)
                  and r.last_share_at > p.prev_last
                order by r.bucket_start limit 1), ${ts(at)}) end as since
          from target t
          cross join lateral (select t.from_since - ${limitOf("t.from_status")} as prev_last) p
          where t.to_status <> t.from_status
        ), updated as (
          update workers w set status = c.to_status, status_changed_at = c.since,
            removed_at = case when c.to_status = 'removed' then c.since else null end
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
