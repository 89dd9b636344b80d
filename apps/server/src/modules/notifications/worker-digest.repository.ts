import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type DigestCounts = { minerId: string; stable: number; unavailable: number; off: number };
export type DigestChange = { minerId: string; name: string; at: Date; kind: "unavailable" | "back" };

/** Reads for the daily worker digest: hardware workers by status now, and the day's SPEC status changes. */
export function workerDigestRepository(db: Db) {
  return {
    /** Each account with hardware workers (removed ones aside), its workers by status. */
    async countsNow(): Promise<DigestCounts[]> {
      const result = (await db.execute(sql`
        select miner_id,
          count(*) filter (where status = 'stable')::int as stable,
          count(*) filter (where status = 'unavailable')::int as unavailable,
          count(*) filter (where status = 'off')::int as off
        from workers
        where behaviour = 'hardware' and status <> 'removed'
        group by miner_id`)) as unknown as {
        rows: { miner_id: string; stable: number; unavailable: number; off: number }[];
      };
      return result.rows.map((r) => ({
        minerId: r.miner_id,
        stable: Number(r.stable),
        unavailable: Number(r.unavailable),
        off: Number(r.off),
      }));
    },
    /**
     * The hardware workers' changes in [from, to): to `unavailable` (the first of the day per worker), and back
     * to `stable` from unavailable or off (the last of the day per worker), in time order.
     */
    async changes(from: Date, to: Date): Promise<DigestChange[]> {
      const result = (await db.execute(sql`
        select distinct on (w.id, kind) w.miner_id, w.name, e.at, kind
        from worker_status_events e
        join workers w on w.id = e.worker_id
        cross join lateral (select case when e.to_status = 'unavailable' then 'unavailable' else 'back' end as kind) k
        where e.at >= ${from.toISOString()} and e.at < ${to.toISOString()} and w.behaviour = 'hardware'
          and (e.to_status = 'unavailable' or (e.to_status = 'stable' and e.from_status in ('unavailable', 'off')))
        order by w.id, kind, case when kind = 'unavailable' then e.at end asc, e.at desc`)) as unknown as {
        rows: { miner_id: string; name: string; at: string | Date; kind: "unavailable" | "back" }[];
      };
      return result.rows
        .map((r) => ({ minerId: r.miner_id, name: r.name, at: new Date(r.at), kind: r.kind }))
        .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.name < b.name ? -1 : 1));
    },
  };
}
