import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { workerAlertAccounts, workerAlertChanges, workerAlertStates } from "../../db/schema";

export type AlertCandidate = {
  workerId: string;
  minerId: string;
  name: string;
  lastShareAt: Date;
  /** Accepted shares of the rate window (one-minute buckets). */
  shares: number;
  /** Set when the worker is alerted down: its last share then. */
  lastShareAtWhenDown: Date | null;
};
export type PendingChange = typeof workerAlertChanges.$inferSelect;

/** Drizzle access for the worker alert job: candidates, alert states, pending changes, last messages. */
export function workerAlertsRepository(db: Db) {
  return {
    /**
     * Hardware workers that shared since `activeSince` or are alerted down, with their accepted shares since
     * `rateSince`. A worker silent for longer and never alerted is left to SPEC's statuses (no alert storm
     * for long-dead workers when the job first runs).
     */
    async candidates(activeSince: Date, rateSince: Date): Promise<AlertCandidate[]> {
      const result = (await db.execute(sql`
        select w.id as worker_id, w.miner_id, w.name, w.last_share_at, s.last_share_at_when_down as when_down,
          coalesce((select sum(r.accepted_count) from worker_rollups r
            where r.worker_id = w.id and r.bucket_seconds = 60 and r.bucket_start >= ${rateSince.toISOString()}), 0) as shares
        from workers w
        left join worker_alert_states s on s.worker_id = w.id
        where w.behaviour = 'hardware' and w.removed_at is null
          and (w.last_share_at >= ${activeSince.toISOString()} or s.worker_id is not null)`)) as unknown as {
        rows: {
          worker_id: string;
          miner_id: string;
          name: string;
          last_share_at: string | Date;
          shares: string | number;
          when_down: string | Date | null;
        }[];
      };
      return result.rows.map((r) => ({
        workerId: r.worker_id,
        minerId: r.miner_id,
        name: r.name,
        lastShareAt: new Date(r.last_share_at),
        shares: Number(r.shares),
        lastShareAtWhenDown: r.when_down === null ? null : new Date(r.when_down),
      }));
    },
    async markDown(rows: { workerId: string; minerId: string; lastShareAt: Date }[], at: Date) {
      if (rows.length === 0) return;
      await db
        .insert(workerAlertStates)
        .values(
          rows.map((r) => ({
            workerId: r.workerId,
            minerId: r.minerId,
            state: "down",
            lastShareAtWhenDown: r.lastShareAt,
            changedAt: at,
          })),
        )
        .onConflictDoNothing();
    },
    async markUp(workerIds: string[]) {
      if (workerIds.length === 0) return;
      await db.delete(workerAlertStates).where(inArray(workerAlertStates.workerId, workerIds));
    },
    async addChanges(rows: Omit<PendingChange, "id">[]) {
      if (rows.length === 0) return;
      await db.insert(workerAlertChanges).values(rows);
    },
    /** Every pending change, oldest first. */
    async pending(): Promise<PendingChange[]> {
      return db
        .select()
        .from(workerAlertChanges)
        .orderBy(asc(workerAlertChanges.at), asc(workerAlertChanges.id));
    },
    async lastSent(minerIds: string[]): Promise<Map<string, Date>> {
      if (minerIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(workerAlertAccounts)
        .where(inArray(workerAlertAccounts.minerId, minerIds));
      return new Map(rows.map((r) => [r.minerId, r.lastSentAt]));
    },
    /** The account's changes up to `upTo` were announced (or dropped) at `at`. */
    async settle(minerId: string, upToId: number, at: Date) {
      await db
        .delete(workerAlertChanges)
        .where(and(eq(workerAlertChanges.minerId, minerId), lte(workerAlertChanges.id, upToId)));
      await db
        .insert(workerAlertAccounts)
        .values({ minerId, lastSentAt: at })
        .onConflictDoUpdate({ target: workerAlertAccounts.minerId, set: { lastSentAt: at } });
    },
  };
}
