import { and, eq, min } from "drizzle-orm";
import type { Clock } from "../../../clock";
import type { Db } from "../../../db/client";
import { minerRollups } from "../../../db/schema";
import { throwIfStopped } from "../../../jobs/job-stop";
import { runOnce } from "../../../jobs/run-once";
import { ingestRepository } from "../ingest/ingest.repository";
import type { BucketSums } from "../rollups/bucket-sums";
import { bucketStartMs } from "../rollups/buckets";
import { addBucketRows } from "../rollups/rollup-writes";
import { demoBackfillJob } from "./backfill";
import { type DemoWorker, rejectRate } from "./demo-farms";
import { meanShares } from "./live-shares";
import { poisson, seededRandom } from "./prng";

const fourHours = 4 * 3600_000;
const day = 24 * 3600_000;
/**
 * The demo's money history spans this many settlement days before today: 31, so the previous calendar month
 * always has credited days (its mining report is the one a miner files now), even on the 31st.
 */
export const demoMonthDays = 31;

/** 00:00 UTC of the first settlement day of the demo month. */
export const demoMonthStart = (nowMs: number) => bucketStartMs(nowMs, 86_400) - demoMonthDays * day;

/**
 * The month before the 7-day backfill, for the demo's daily rewards (demo mode only): 4-hour buckets of each
 * demo miner (and its operator and pool) from the month's first day up to the first bucket the 7-day
 * backfill wrote, drawn as Poisson share counts of every worker (all were live then). Miner-level buckets
 * only: rewards and the weekly chart read 4-hour buckets; worker history stays 7 days. Once per database
 * and miner (`job_runs` `demo-backfill`, `month-v1:<account>`), with its own seeded PRNG so the live
 * sequence is unchanged.
 */
export async function backfillDemoMonth(db: Db, clock: Clock, workers: DemoWorker[], signal?: AbortSignal) {
  const random = seededRandom(20_261_121);
  const monthStart = demoMonthStart(clock.now().getTime());
  const accounts = [...new Set(workers.map((w) => w.account))];
  let buckets = 0;
  for (const account of accounts) {
    throwIfStopped(signal, "demo month backfill");
    const outcome = await runOnce(db, clock, demoBackfillJob, `month-v1:${account}`, async (tx) => {
      const ingest = ingestRepository(tx);
      const ref = (await ingest.activeMiners([account])).get(account);
      if (!ref) return 0;
      const [first] = await tx
        .select({ at: min(minerRollups.bucketStart) })
        .from(minerRollups)
        .where(and(eq(minerRollups.minerId, ref.id), eq(minerRollups.bucketSeconds, 14_400)));
      const until = first?.at ? first.at.getTime() : bucketStartMs(clock.now().getTime() - 7 * day, 14_400);
      const rows = monthBuckets(
        workers.filter((w) => w.account === account),
        random,
        monthStart,
        until,
      );
      const own = (owner: string) => rows.map((b) => ({ ...b, owner }));
      await addBucketRows(tx, "miner", own(ref.id));
      if (ref.operatorId) await addBucketRows(tx, "operator", own(ref.operatorId));
      await addBucketRows(tx, "pool", own(ref.poolId));
      return rows.length;
    });
    if (outcome.ran) buckets += outcome.value;
  }
  return { buckets };
}

/** One miner's 4-hour buckets over [fromMs, toMs): each worker's Poisson counts at its difficulty, summed. */
export function monthBuckets(workers: DemoWorker[], random: () => number, fromMs: number, toMs: number) {
  const out: BucketSums[] = [];
  for (let t = fromMs; t < toMs; t += fourHours) {
    const bucket: BucketSums = {
      bucketSeconds: 14_400,
      bucketStart: t,
      acceptedDifficulty: 0,
      acceptedCount: 0,
      rejectedDifficulty: 0,
      rejectedCount: 0,
      lastShareAt: t + fourHours - 1000,
    };
    for (const w of workers) {
      const mean = meanShares(w, fourHours);
      const accepted = poisson(random, mean * (1 - rejectRate));
      const rejected = poisson(random, mean * rejectRate);
      bucket.acceptedDifficulty += accepted * w.difficulty;
      bucket.acceptedCount += accepted;
      bucket.rejectedDifficulty += rejected * w.difficulty;
      bucket.rejectedCount += rejected;
    }
    if (bucket.acceptedCount + bucket.rejectedCount > 0) out.push(bucket);
  }
  return out;
}
