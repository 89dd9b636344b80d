import { asc, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { workerAlertAccounts, workerAlertChanges, workerAlertStates } from "../../db/schema";
import { sqlArray, sqlTimestamp, sqlUuids } from "../../db/sql-values";

export type AlertCandidate = {
  workerId: string;
  minerId: string;
  name: string;
  lastShareAt: Date;
  /** Accepted shares of the rate window (5-minute buckets). */
  shares: number;
  /** Set when the worker is alerted down: its last share then. */
  lastShareAtWhenDown: Date | null;
};
export type PendingChange = typeof workerAlertChanges.$inferSelect;

export type CandidateBounds = {
  /** Workers silent since before this and never alerted are not checked (SPEC's statuses cover them). */
  activeSince: Date;
  /** The rate window's first 5-minute bucket. */
  rateSince: Date;
  /** A worker that is up and shared at or after this cannot be judged down yet (`minSilenceSeconds`). */
  quietBefore: Date;
};

/**
 * The alert job's candidates, the hardware workers whose state can change this minute, each with its accepted
 * shares in the 5-minute buckets starting at or after `rateSince` (12 rows a worker instead of 60 one-minute
 * ones): those up whose last share is older than `quietBefore` (a worker that shared within the rule's minimum
 * silence is never judged down, whatever its rate) but not older than `activeSince` (a worker silent longer and
 * never alerted is left to SPEC's statuses: no alert storm for long-dead workers when the job first runs), and
 * those alerted down that have shared since (a worker is back only after a newer share). A healthy pool, or one
 * whose workers are all down, reads a few workers' buckets a minute, not every worker's (100,000 workers: 1.1
 * million bucket rows a minute before).
 */
export function candidatesQuery({ activeSince, rateSince, quietBefore }: CandidateBounds): SQL {
  return sql`
    select w.id as worker_id, w.miner_id, w.name, w.last_share_at, s.last_share_at_when_down as when_down,
      coalesce((select sum(r.accepted_count) from worker_rollups r
        where r.worker_id = w.id and r.bucket_seconds = 300 and r.bucket_start >= ${rateSince.toISOString()}), 0) as shares
    from workers w
    left join worker_alert_states s on s.worker_id = w.id
    where w.behaviour = 'hardware' and w.removed_at is null
      and ((s.last_share_at_when_down is null and w.last_share_at >= ${activeSince.toISOString()}
          and w.last_share_at < ${quietBefore.toISOString()})
        or w.last_share_at > s.last_share_at_when_down)`;
}

/** Rows per statement: a rack of 100,000 workers stops at once without passing PostgreSQL's 65,535 parameters. */
const chunkRows = 2000;
function* chunks<T>(list: readonly T[]): Generator<T[]> {
  for (let i = 0; i < list.length; i += chunkRows) yield list.slice(i, i + chunkRows);
}

/** Drizzle access for the worker alert job: candidates, alert states, pending changes, last messages. */
export function workerAlertsRepository(db: Db) {
  return {
    /**
     * The workers whose alert state can change this minute (`candidatesQuery`), with their accepted shares in the
     * rate window's 5-minute buckets.
     */
    async candidates(bounds: CandidateBounds): Promise<AlertCandidate[]> {
      const result = (await db.execute(candidatesQuery(bounds))) as unknown as {
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
    async markDown(
      rows: { workerId: string; minerId: string; lastShareAt: Date; expectedShareSeconds: number | null }[],
      at: Date,
    ) {
      for (const part of chunks(rows)) {
        await db
          .insert(workerAlertStates)
          .values(
            part.map((r) => ({
              workerId: r.workerId,
              minerId: r.minerId,
              state: "down",
              lastShareAtWhenDown: r.lastShareAt,
              expectedShareSeconds: r.expectedShareSeconds,
              changedAt: at,
            })),
          )
          .onConflictDoNothing();
      }
    },
    /** The share interval the rule expected of each of these workers when it judged them down (down ones only). */
    async expectedShareSeconds(workerIds: string[]): Promise<Map<string, number | null>> {
      const out = new Map<string, number | null>();
      for (const part of chunks(workerIds)) {
        const rows = await db
          .select({ id: workerAlertStates.workerId, expected: workerAlertStates.expectedShareSeconds })
          .from(workerAlertStates)
          .where(inArray(workerAlertStates.workerId, part));
        for (const r of rows) out.set(r.id, r.expected);
      }
      return out;
    },
    async markUp(workerIds: string[]) {
      for (const part of chunks(workerIds)) {
        await db.delete(workerAlertStates).where(inArray(workerAlertStates.workerId, part));
      }
    },
    async addChanges(rows: Omit<PendingChange, "id">[]) {
      for (const part of chunks(rows)) await db.insert(workerAlertChanges).values(part);
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
    /**
     * Each account's changes up to its `upToId` were announced (or dropped) at `at`: two statements for all of
     * them (a farm gone dark is 5,000 accounts in one run).
     */
    async settle(groups: { minerId: string; upToId: number }[], at: Date) {
      if (groups.length === 0) return;
      const minerIds = sqlUuids(groups.map((g) => g.minerId));
      const upToIds = sqlArray(
        groups.map((g) => g.upToId),
        "bigint",
      );
      await db.execute(sql`
        delete from worker_alert_changes c
        using unnest(${minerIds}, ${upToIds}) as s(miner_id, up_to)
        where c.miner_id = s.miner_id and c.id <= s.up_to`);
      await db.execute(sql`
        insert into worker_alert_accounts (miner_id, last_sent_at)
        select unnest(${minerIds}), ${sqlTimestamp(at)}
        on conflict (miner_id) do update set last_sent_at = excluded.last_sent_at`);
    },
  };
}
