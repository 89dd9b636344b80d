/**
 * `npm run bench` (notifications at pool scale): the hot queries of issue 15 on the read bench's pool (5,000
 * miners, 100,000 workers; `read-data.ts`) with an owner per miner and an hour of 5-minute buckets per hardware
 * worker (the worker alert job's rate window). Prints figures, no pass/fail:
 * - the worker alert job: a quiet minute (every worker up), then a minute when every hardware worker falls
 *   silent (5,000 grouped messages), and `EXPLAIN (ANALYZE, BUFFERS)` of its candidate query;
 * - `notifyAll` for a reward day of 5,000 accounts (the reward run's extra cost), with its members query's plan;
 * - delivery: outbox rows sent into the dev mailbox per second, one transaction per row, 1 and 4 workers.
 */
import { type SQL, sql } from "drizzle-orm";
import { TestClock } from "../src/clock";
import { loadConfig } from "../src/config";
import type { Db } from "../src/db/client";
import { prepareDatabase } from "../src/db/prepare";
import { pools } from "../src/db/schema";
import { alertCandidateBounds, checkWorkerAlerts } from "../src/jobs/worker-alerts";
import { deliveryChannels } from "../src/modules/notifications/delivery-channels";
import { notifyAll } from "../src/modules/notifications/notify";
import { deliverDue } from "../src/modules/notifications/outbox-delivery";
import { candidatesQuery } from "../src/modules/notifications/worker-alerts.repository";
import { openBenchDatabase } from "./bench-database";
import { generateReadData } from "./read-data";

const rows = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

async function explain(db: Db, query: SQL): Promise<string> {
  const plan = (await db.execute(sql`explain (analyze, buffers, format text) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return plan.rows.map((r) => `    ${String(r["QUERY PLAN"])}`).join("\n");
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now();
  const value = await work();
  return [value, performance.now() - t];
};

async function main() {
  const { database, label, done } = await openBenchDatabase("bench_notifications");
  const db = database.db;
  try {
    await prepareDatabase(database, { demo: false });
    const [pool] = await db.select({ id: pools.id }).from(pools).limit(1);
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    const t0 = performance.now();
    await generateReadData(db, pool?.id ?? "", start, false);
    // Every stable hardware worker: 12 accepted shares a minute for the last hour (the 5-minute buckets the job
    // sums, and the 1-minute ones beside them, as compaction keeps both), its last share 20 s ago.
    await db.execute(sql.raw(`delete from worker_rollups where bucket_seconds in (60, 300)`));
    for (const [seconds, count] of [
      [60, 60],
      [300, 12],
    ] as const) {
      await db.execute(
        sql.raw(`
        insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty, accepted_count,
          rejected_difficulty, rejected_count, last_share_at)
        select w.id, ${seconds}, to_timestamp(floor(extract(epoch from '${start.toISOString()}'::timestamptz) / ${seconds}) * ${seconds})
            - g * interval '${seconds} seconds',
          ${(seconds / 5) * 65536}, ${seconds / 5}, 0, 0,
          to_timestamp(floor(extract(epoch from '${start.toISOString()}'::timestamptz) / ${seconds}) * ${seconds})
            - g * interval '${seconds} seconds' + interval '${seconds - 10} seconds'
        from workers w cross join generate_series(0, ${count - 1}) g
        where w.behaviour = 'hardware' and w.status = 'stable'`),
      );
    }
    await db.execute(
      sql.raw(`update workers set last_share_at = '${start.toISOString()}'::timestamptz - interval '20 seconds'
        where behaviour = 'hardware' and status = 'stable'`),
    );
    // One owner per miner.
    await db.execute(
      sql.raw(`
      insert into users (identity_id, email) select 'bench-' || m.account_name, m.account_name || '@bench.test'
      from miners m where m.account_name like 'bench%'`),
    );
    await db.execute(
      sql.raw(`
      insert into permissions (user_id, type, miner_id, role)
      select u.id, 'miner', m.id, 'owner' from miners m join users u on u.identity_id = 'bench-' || m.account_name`),
    );
    await db.execute(sql`analyze`);
    const [counts] = await rows(
      db,
      `select (select count(*) from worker_rollups where bucket_seconds in (60, 300))::int as buckets,
        (select count(*) from workers where behaviour = 'hardware')::int as hardware`,
    );
    console.log(
      `\nnotifications on ${label}: generated in ${((performance.now() - t0) / 1000).toFixed(0)} s: ` +
        `${Number(counts?.hardware).toLocaleString("en-US")} hardware workers, ` +
        `${Number(counts?.buckets).toLocaleString("en-US")} 1- and 5-minute buckets`,
    );

    const clock = new TestClock(start);
    const [quiet, quietMs] = await timed(() => checkWorkerAlerts(db, clock));
    const show = (o: typeof quiet) => (o.ran ? JSON.stringify(o.value) : "did not run");
    console.log(`  worker alert job, all up:        ${quietMs.toFixed(0).padStart(6)} ms  ${show(quiet)}`);
    console.log("  its candidate query (every worker shared 20 s ago: none can be judged down yet):");
    console.log(await explain(db, candidatesQuery(alertCandidateBounds(clock.now()))));

    clock.advance(4 * 60_000);
    const [storm, stormMs] = await timed(() => checkWorkerAlerts(db, clock));

    console.log(`  worker alert job, all silent:    ${stormMs.toFixed(0).padStart(6)} ms  ${show(storm)}`);
    // A reward day: one miner-reward per account (owners opted in), as the reward run writes them.
    await db.execute(
      sql.raw(`insert into notification_preferences (user_id, event, channel, enabled, updated_at)
        select id, 'miner-reward', 'email', true, now() from users where identity_id like 'bench-%'`),
    );
    const miners = await rows(db, "select id, account_name from miners where account_name like 'bench%'");
    const at = clock.now();
    const [added, rewardMs] = await timed(() =>
      db.transaction((tx) =>
        notifyAll(
          tx as unknown as Db,
          at,
          miners.map((m) => ({
            key: `bench-reward:${String(m.id)}`,
            minerId: String(m.id),
            payload: {
              event: "miner-reward" as const,
              account_name: String(m.account_name),
              day: "2026-11-24",
              amount_sat: 123_456,
              at: at.toISOString(),
              prices: { USDT: "95000" },
            },
          })),
        ),
      ),
    );
    console.log(`  notifyAll, a reward day:         ${rewardMs.toFixed(0).padStart(6)} ms  ${added} rows`);

    const config = loadConfig({ ...process.env, NODE_ENV: "development", SMTP_URL: undefined });
    const channels = deliveryChannels({ ...config, smtpUrl: undefined }, null);
    for (const workers of [1, 4]) {
      const [results, ms] = await timed(() =>
        Promise.all(
          Array.from({ length: workers }, () =>
            deliverDue(db, clock, channels, { publicUrl: "https://pool.test" }, 1000),
          ),
        ),
      );
      const sent = results.reduce((n, r) => n + r.sent, 0);
      console.log(
        `  delivery, ${workers} worker(s):            ${ms.toFixed(0).padStart(6)} ms  ${sent} sent, ` +
          `${((sent * 1000) / ms).toFixed(0)} a second`,
      );
    }
  } finally {
    await done();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
