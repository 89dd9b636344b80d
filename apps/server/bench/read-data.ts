/**
 * The pool of the read benchmark, generated set-based in SQL (generate_series) straight into the tables the
 * read endpoints touch: 10 operators, 5,000 miners (1,000 of them operators' customers), 100,000 workers (one
 * miner with 10,000, the others about 18 each; 2% boundary, 5% unavailable, 3% off), and rollups ending at `now`.
 * Pool and operator rollups: every bucket of 7 days (1-minute buckets of 2 days, their retention). Miner and
 * worker rollups: `full` every bucket of 7 days for miners (27M rows) and the windows the reads sum for every
 * worker; else (BENCH_FULL=0, a quick run) the recent buckets around what the reads touch (see `levels`) and the
 * windows of the big miner's 10,000 workers.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client";
import { bucketStartMs } from "../src/modules/telemetry/rollups/buckets";

const day = 86_400;
type Level = { seconds: number; count: number };
/** How many buckets of each size back from now: the whole history, or the recent part the reads sum. */
const levels = (full: boolean): Level[] =>
  full
    ? [
        { seconds: 60, count: (2 * day) / 60 },
        { seconds: 300, count: (7 * day) / 300 },
        { seconds: 1200, count: (7 * day) / 1200 },
        { seconds: 14_400, count: (7 * day) / 14_400 },
      ]
    : [
        { seconds: 60, count: 30 },
        { seconds: 300, count: 36 },
        { seconds: 1200, count: 90 },
        { seconds: 14_400, count: 42 },
      ];
/** The buckets every stats window and chart reads: 15m/1h/24h and the four chart periods, plus one open bucket. */
const workerLevels: Level[] = [
  { seconds: 60, count: 16 },
  { seconds: 300, count: 13 },
  { seconds: 1200, count: 73 },
];
const poolLevels = levels(true);

/** One rollup level's rows for every owner the `owners` query lists (columns id, rate in H/s). */
export function rollupInsert(table: string, ownerColumn: string, owners: string, level: Level, now: Date) {
  const last = new Date(bucketStartMs(now.getTime(), level.seconds)).toISOString();
  const s = level.seconds;
  return sql.raw(`
    insert into ${table} (${ownerColumn}, bucket_seconds, bucket_start, accepted_difficulty, accepted_count,
      rejected_difficulty, rejected_count, last_share_at)
    select o.id, ${s}, b.t, o.rate * ${s} / 4294967296.0 * (0.9 + random() * 0.2), greatest(1, ${s} / 2),
      o.rate * ${s} / 4294967296.0 * 0.005, ${s} / 400, b.t + interval '${s - 1} seconds'
    from (${owners}) o
    cross join generate_series(0, ${level.count - 1}) g
    cross join lateral (select '${last}'::timestamptz - g * interval '${s} seconds' as t) b`);
}

/**
 * Miner buckets of the sizes `seconds` made what ingest makes them, the sums of their workers' buckets: the
 * worker figures job checks a miner's share counts against its workers' (refresh-windows.ts) and would sum
 * every window again each minute for a miner whose counts disagree. A miner whose workers have no buckets
 * (the quick run generates them for the big miner only) keeps its rates with no shares counted.
 */
export function minersAsTheirWorkers(seconds: number[]) {
  const sizes = seconds.join(", ");
  return [
    sql.raw(
      `update miner_rollups set accepted_count = 0, rejected_count = 0 where bucket_seconds in (${sizes})`,
    ),
    sql.raw(`
    insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty, accepted_count,
      rejected_difficulty, rejected_count, last_share_at)
    select w.miner_id, r.bucket_seconds, r.bucket_start, sum(r.accepted_difficulty), sum(r.accepted_count),
      sum(r.rejected_difficulty), sum(r.rejected_count), max(r.last_share_at)
    from worker_rollups r join workers w on w.id = r.worker_id
    where r.bucket_seconds in (${sizes})
    group by w.miner_id, r.bucket_seconds, r.bucket_start
    on conflict (miner_id, bucket_seconds, bucket_start) do update set
      accepted_difficulty = excluded.accepted_difficulty, accepted_count = excluded.accepted_count,
      rejected_difficulty = excluded.rejected_difficulty, rejected_count = excluded.rejected_count,
      last_share_at = excluded.last_share_at`),
    ...(seconds.includes(1200) ? [fourHourSums("miner_rollups", "miner_id")] : []),
  ];
}

/**
 * Each 4-hour bucket of `table` made the sum of its 20-minute ones, as ingest and the compaction write every
 * size of a batch at once (the 24h window reads 4-hour buckets: hashrate.ts `bucketRanges`).
 */
export function fourHourSums(table: string, owner: string) {
  return sql.raw(`
    insert into ${table} (${owner}, bucket_seconds, bucket_start, accepted_difficulty, accepted_count,
      rejected_difficulty, rejected_count, last_share_at)
    select ${owner}, 14400, to_timestamp(floor(extract(epoch from bucket_start) / 14400) * 14400) b,
      sum(accepted_difficulty), sum(accepted_count), sum(rejected_difficulty), sum(rejected_count), max(last_share_at)
    from ${table} where bucket_seconds = 1200
    group by ${owner}, b
    on conflict (${owner}, bucket_seconds, bucket_start) do update set
      accepted_difficulty = excluded.accepted_difficulty, accepted_count = excluded.accepted_count,
      rejected_difficulty = excluded.rejected_difficulty, rejected_count = excluded.rejected_count,
      last_share_at = excluded.last_share_at`);
}

export type ReadData = {
  poolId: string;
  operatorId: string;
  bigMinerId: string;
  minerIds: string[];
  workerIds: string[];
  rows: Record<string, number>;
};

/** Bulk load without foreign-key triggers when the role may (superuser: the bench server's postgres). */
export async function withoutTriggers(db: Db, work: (tx: Db) => Promise<void>) {
  const r = (await db.execute(
    sql`select rolsuper from pg_roles where rolname = current_user`,
  )) as unknown as {
    rows: { rolsuper: boolean }[];
  };
  await db.transaction(async (tx) => {
    if (r.rows[0]?.rolsuper) await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx as unknown as Db);
  });
}

export async function generateReadData(db: Db, poolId: string, now: Date, full: boolean): Promise<ReadData> {
  const at = (ago: string) => `'${now.toISOString()}'::timestamptz - interval '${ago}'`;
  await db.execute(
    sql.raw(`
    insert into operators (pool_id, operator_name, title)
    select '${poolId}', 'benchop' || g, 'Bench operator ' || g from generate_series(1, 10) g`),
  );
  await db.execute(
    sql.raw(`
    insert into miners (pool_id, operator_id, account_name, title)
    select '${poolId}', o.id, 'bench' || g, 'Bench miner ' || g
    from generate_series(1, 5000) g left join operators o on g <= 1000 and o.operator_name = 'benchop' || (1 + g % 10)`),
  );
  // bench5000 holds 10,000 workers; the other 90,000 spread over bench1..bench4999.
  await db.execute(
    sql.raw(`
    insert into workers (miner_id, name, behaviour, first_seen, last_share_at, status, status_changed_at)
    select m.id, 'rig' || w, case when w % 50 = 0 then 'boundary' else 'hardware' end, ${at("30 days")},
      case when w % 100 < 5 then ${at("2 hours")} when w % 100 < 8 then ${at("2 days")}
        else ${at("1 second")} - (w % 50) * interval '1 second' end,
      case when w % 100 < 5 then 'unavailable' when w % 100 < 8 then 'off' else 'stable' end, ${at("30 days")}
    from generate_series(0, 99999) w
    join miners m on m.account_name = 'bench' || case when w < 10000 then 5000 else 1 + w % 4999 end`),
  );
  const minerOwners = `select id, 1e14 * (1 + abs(hashtext(id::text)) % 10) as rate from miners where account_name like 'bench%'`;
  const rows: Record<string, number> = {};
  const count = async (table: string) => {
    const r = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    rows[table] = Number(r.rows[0]?.n);
  };
  await withoutTriggers(db, async (tx) => {
    for (const level of poolLevels) {
      await tx.execute(
        rollupInsert("pool_rollups", "pool_id", `select '${poolId}'::uuid as id, 5e17 as rate`, level, now),
      );
      await tx.execute(
        rollupInsert("operator_rollups", "operator_id", "select id, 1e16 as rate from operators", level, now),
      );
    }
    for (const level of levels(full)) {
      await tx.execute(rollupInsert("miner_rollups", "miner_id", minerOwners, level, now));
    }
    const workerOwners = full
      ? "select id, 1e13 as rate from workers"
      : "select w.id, 1e13 as rate from workers w join miners m on m.id = w.miner_id where m.account_name = 'bench5000'";
    for (const level of workerLevels) {
      await tx.execute(rollupInsert("worker_rollups", "worker_id", workerOwners, level, now));
    }
    await tx.execute(fourHourSums("worker_rollups", "worker_id"));
    for (const statement of minersAsTheirWorkers(workerLevels.map((l) => l.seconds)))
      await tx.execute(statement);
  });
  for (const table of ["workers", "pool_rollups", "operator_rollups", "miner_rollups", "worker_rollups"]) {
    await count(table);
  }
  // Vacuumed as a running pool's tables are: without it, autovacuum works through the fresh millions of rows
  // during the first cells (and index-only scans find no page all-visible).
  await db.execute(sql`vacuum analyze`);
  const ids = async (query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  const minerIds = await ids("select id from miners where account_name like 'bench%' order by account_name");
  const workerIds = await ids(
    full ? "select id from workers" : `select worker_id as id from worker_rollups group by worker_id`,
  );
  const [operatorId] = await ids("select id from operators where operator_name = 'benchop1'");
  const [bigMinerId] = await ids("select id from miners where account_name = 'bench5000'");
  return { poolId, operatorId: operatorId ?? "", bigMinerId: bigMinerId ?? "", minerIds, workerIds, rows };
}
