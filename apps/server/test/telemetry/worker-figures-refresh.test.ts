import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { JobStopped } from "../../src/jobs/job-stop";
import { refreshWorkerFigures } from "../../src/jobs/worker-figures-refresh";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { recordedInsert } from "../../src/modules/telemetry/rollups/worker-writes";
import { figureWindows } from "../../src/modules/telemetry/workers/figure-windows";
import {
  chunkMiners,
  refreshChunk,
  workerFiguresRepository,
} from "../../src/modules/telemetry/workers/worker-figures.repository";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "./shares";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
const db = () => ctx.database.db;
const repo = () => workerFiguresRepository(db());
type Rows = { rows: Record<string, unknown>[] };
const query = async (q: ReturnType<typeof sql>) => ((await db().execute(q)) as unknown as Rows).rows;

/**
 * Worker and miner buckets of `seconds` for `count` buckets back from `last`, the miner's the sum of its
 * workers', the worker writes recorded (as every writer of worker buckets does).
 */
async function bucketsOf(where: string, seconds: number, last: string, count: number) {
  const written =
    sql.raw(`insert into worker_rollups (worker_id, bucket_seconds, bucket_start, accepted_difficulty,
      accepted_count, rejected_difficulty, rejected_count, last_share_at)
    select w.id, ${seconds}, b.t, 1000 * (1 + random() * 100) * ${seconds} / 60, 1 + floor(random() * ${seconds}),
      case when random() < 0.3 then random() * 500 else 0 end, 0, b.t
    from workers w join miners m on m.id = w.miner_id
      cross join generate_series(0, ${count - 1}) g
      cross join lateral (select '${last}'::timestamptz - g * interval '${seconds} seconds' as t) b
    where ${where} and random() < 0.8
    on conflict do nothing
    returning worker_id, bucket_start`);
  await db().execute(recordedInsert(written));
  await db().execute(
    sql.raw(`insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty,
      accepted_count, rejected_difficulty, rejected_count, last_share_at)
    select w.miner_id, r.bucket_seconds, r.bucket_start, sum(r.accepted_difficulty), sum(r.accepted_count),
      sum(r.rejected_difficulty), sum(r.rejected_count), max(r.last_share_at)
    from worker_rollups r join workers w on w.id = r.worker_id join miners m on m.id = w.miner_id
    where ${where} and r.bucket_seconds = ${seconds} and r.bucket_start > '${last}'::timestamptz - interval '${count * seconds} seconds'
    group by w.miner_id, r.bucket_seconds, r.bucket_start
    on conflict (miner_id, bucket_seconds, bucket_start) do update set accepted_difficulty = excluded.accepted_difficulty,
      accepted_count = excluded.accepted_count, rejected_difficulty = excluded.rejected_difficulty`),
  );
}

const snapshot = async () => ({
  // The snapshot's two tables as one row per worker; `halves_agree`: both hold the worker with the same copies.
  figures: await query(sql`select coalesce(f.worker_id, s.worker_id) as worker_id, f.miner_id, f.pool_id,
      f.operator_id, f.behaviour, f.name, f.status, s.accepted_difficulty_15m, s.accepted_count_15m,
      s.rejected_difficulty_15m, f.accepted_difficulty_1h, f.accepted_count_1h, f.accepted_difficulty_24h,
      f.accepted_count_24h, s.hash_rate_15m, f.hash_rate_1h, f.hash_rate_24h, s.reject_pct_15m,
      (f.miner_id, f.pool_id, f.operator_id, f.behaviour, f.name, f.status) is not distinct from
        (s.miner_id, s.pool_id, s.operator_id, s.behaviour, s.name, s.status) as halves_agree
    from worker_figures f full join worker_figures_15m s on s.worker_id = f.worker_id order by 1`),
  marks: await query(sql`select * from worker_figure_marks order by miner_id`),
});
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * Difficulty sums are float8: two plans may add a worker's buckets in another order and differ in the last bit
 * (~1e-16 relative, DESIGN "Difficulty sums are double precision"), so floats compare to 1e-12 relative;
 * counts, statuses, names, owners and the marks compare exactly.
 */
const floatColumn = /^(accepted_difficulty|rejected_difficulty|hash_rate|reject_pct)_/;
function expectSame(actual: Snapshot, expected: Snapshot) {
  expect(actual.marks).toEqual(expected.marks);
  expect(actual.figures.filter((r) => r.halves_agree !== true)).toEqual([]);
  expect(actual.figures.map((r) => r.worker_id)).toEqual(expected.figures.map((r) => r.worker_id));
  actual.figures.forEach((row, i) => {
    const want = expected.figures[i] ?? {};
    for (const [key, value] of Object.entries(row)) {
      const other = want[key];
      if (floatColumn.test(key) && typeof value === "number" && typeof other === "number") {
        expect(Math.abs(value - other), `${row.worker_id} ${key}`).toBeLessThanOrEqual(
          1e-12 * Math.max(Math.abs(value), Math.abs(other)),
        );
      } else expect(value, `${row.worker_id} ${key}`).toEqual(other);
    }
  });
}

/** The incremental refresh of the stale miners, then the full one of every miner: both must give the same rows. */
async function incrementalEqualsFull() {
  const w = figureWindows(clock.now());
  await repo().refreshMiners(await repo().allStaleMiners(w["15m"].end), w);
  const incremental = await snapshot();
  const all = (await query(sql`select id from miners`)).map((r) => String(r.id));
  await repo().refreshMiners(all, w, { full: true });
  expectSame(await snapshot(), incremental);
  // The marks' counts are the rows' counts.
  const counted = await query(sql`select miner_id, behaviour || '_' || status as c, count(*)::int as n
    from worker_figures group by 1, 2`);
  for (const mark of incremental.marks) {
    const mine = counted.filter((c) => c.miner_id === mark.miner_id);
    for (const c of ["hardware", "boundary"].flatMap((b) =>
      ["stable", "unavailable", "off", "removed"].map((s) => `${b}_${s}`),
    )) {
      expect(mark[c], `${mark.miner_id} ${c}`).toBe(mine.find((x) => x.c === c)?.n ?? 0);
    }
  }
  return incremental;
}

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  await db().execute(sql`
    insert into miners (pool_id, operator_id, account_name, title)
    select p.id, case when g % 3 = 0 then o.id end, 'gen' || g, 'Generated ' || g
    from generate_series(1, 30) g cross join (select id from pools limit 1) p
      left join lateral (select id from operators order by operator_name limit 1) o on true`);
  await db().execute(sql`
    insert into workers (miner_id, name, behaviour, first_seen, last_share_at, status, status_changed_at)
    select m.id, 'w' || g, case when g % 7 = 0 then 'boundary' else 'hardware' end, now(), now(),
      (array['stable','stable','unavailable','off','removed'])[1 + g % 5], now()
    from miners m cross join generate_series(1, 12) g
    where m.account_name like 'gen%' and g <= 1 + abs(hashtext(m.account_name)) % 12`);
  const gen = "m.account_name like 'gen%'";
  await bucketsOf(gen, 60, "2026-03-02T10:06:00Z", 40);
  await bucketsOf(gen, 300, "2026-03-02T10:05:00Z", 30);
  await bucketsOf(gen, 1200, "2026-03-02T10:00:00Z", 80);
});
afterAll(() => app.close());

/**
 * Adds `difficulty` and `count` to a worker's 1-minute bucket at `start`, and to its miner's (as ingest and
 * compaction would, the write recorded).
 */
async function addMinute(workerId: string, start: string, difficulty: number, count: number) {
  await db().execute(
    recordedInsert(sql`insert into worker_rollups (worker_id, bucket_seconds, bucket_start,
      accepted_difficulty, accepted_count, rejected_difficulty, rejected_count, last_share_at)
    values (${workerId}, 60, ${start}::timestamptz, ${difficulty}, ${count}, 0, 0, ${start}::timestamptz)
    on conflict (worker_id, bucket_seconds, bucket_start) do update set
      accepted_difficulty = worker_rollups.accepted_difficulty + excluded.accepted_difficulty,
      accepted_count = worker_rollups.accepted_count + excluded.accepted_count
    returning worker_id, bucket_start`),
  );
  await db().execute(sql`insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty,
      accepted_count, rejected_difficulty, rejected_count, last_share_at)
    select miner_id, 60, ${start}::timestamptz, ${difficulty}, ${count}, 0, 0, ${start}::timestamptz
    from workers where id = ${workerId}
    on conflict (miner_id, bucket_seconds, bucket_start) do update set
      accepted_difficulty = miner_rollups.accepted_difficulty + excluded.accepted_difficulty,
      accepted_count = miner_rollups.accepted_count + excluded.accepted_count`);
}

/**
 * A listed hardware worker of a generated miner whose 15m window, at `at`, is stepped rather than summed again
 * (its miner's phase, refresh-windows.ts `resumPhase`, is not due).
 */
async function steppedWorker(at: string) {
  const end = Math.floor((Date.parse(at) - 300_000) / 60_000);
  const [row] = await query(sql`select w.id, w.miner_id from workers w join miners m on m.id = w.miner_id
    where m.account_name like 'gen%' and m.deleted_at is null and w.status <> 'removed'
      and (${end} + get_byte(uuid_send(m.id), 15)) % 15 <> 0
    order by w.id limit 1`);
  return { workerId: String(row?.id), minerId: String(row?.miner_id) };
}

describe("the incremental worker figures refresh", () => {
  it("gives the full refresh's rows as data arrives, late shares land and windows move", async () => {
    const first = await incrementalEqualsFull();
    expect(first.figures.length).toBeGreaterThan(100);
    const gen = "m.account_name like 'gen%'";
    // A minute later (1h and 24h ends unchanged): a new minute for everyone, a late share in alice's 1h window.
    clock.set("2026-03-02T10:08:30Z");
    await bucketsOf(gen, 60, "2026-03-02T10:07:00Z", 1);
    const late = await postShares(app, "late-1", [{ ts: "2026-03-02T09:40:00Z", worker: "rig-late" }]);
    expect(late.statusCode).toBe(200);
    await compactWorkerRollups(db(), clock);
    // The compaction recorded alice's late minute, the refresh takes the record (it summed her windows again).
    const record = sql`select extract(epoch from w.written_from)::float8 as at from worker_rollup_writes w join miners m on m.id = w.miner_id
      where m.account_name = 'alice'`;
    expect(await query(record)).toEqual([{ at: Date.parse("2026-03-02T09:40:00Z") / 1000 }]);
    const withLate = await incrementalEqualsFull();
    expect(await query(record)).toEqual([]);
    const rig = withLate.figures.find((f) => f.name === "rig-late");
    expect(rig).toMatchObject({ accepted_count_1h: "1", accepted_count_24h: "1", accepted_count_15m: "0" });
    // Another late share for the same worker a minute later, inside the windows kept: still summed.
    clock.set("2026-03-02T10:09:30Z");
    await postShares(app, "late-2", [{ ts: "2026-03-02T09:41:00Z", worker: "rig-late" }]);
    await compactWorkerRollups(db(), clock);
    const again = await incrementalEqualsFull();
    expect(again.figures.find((f) => f.name === "rig-late")).toMatchObject({ accepted_count_1h: "2" });
    // The 1h end moves (10:05), then the 24h end (10:20), with new minutes meanwhile.
    for (const at of ["2026-03-02T10:12:30Z", "2026-03-02T10:13:30Z", "2026-03-02T10:25:30Z"]) {
      clock.set(at);
      const minute = new Date(Math.floor(clock.now().getTime() / 60_000) * 60_000 - 60_000).toISOString();
      await bucketsOf(gen, 60, minute, 1);
      await incrementalEqualsFull();
    }
  });

  it("keeps the stored 1h and 24h sums while their windows stand and no share reached them", async () => {
    clock.set("2026-03-02T10:26:30Z");
    await incrementalEqualsFull();
    const [row] = await query(sql`select f.worker_id, f.accepted_difficulty_1h as d from worker_figures f
      join miners m on m.id = f.miner_id where m.account_name = 'gen2' and f.accepted_count_1h > 0 limit 1`);
    // A value no refresh would write: the next minute's incremental refresh keeps it (the sums were not read
    // again); the full refresh puts the summed one back.
    await db().execute(
      sql`update worker_figures set accepted_difficulty_1h = 12345 where worker_id = ${row?.worker_id}`,
    );
    clock.set("2026-03-02T10:27:30Z");
    const w = figureWindows(clock.now());
    await repo().refreshMiners(await repo().allStaleMiners(w["15m"].end), w);
    const kept = await query(
      sql`select accepted_difficulty_1h as d from worker_figures where worker_id = ${row?.worker_id}`,
    );
    expect(kept[0]?.d).toBe(12345);
    await repo().refreshMiners(
      [String((await query(sql`select id from miners where account_name = 'gen2'`))[0]?.id)],
      w,
      {
        full: true,
      },
    );
    const fixed = await query(
      sql`select accepted_difficulty_1h as d from worker_figures where worker_id = ${row?.worker_id}`,
    );
    expect(Number(fixed[0]?.d)).toBeCloseTo(Number(row?.d), 6);
  });

  it("rewrites only the 15m rows while the 1h and 24h windows stand", async () => {
    clock.set("2026-03-02T10:26:30Z");
    await incrementalEqualsFull();
    const versions = async () => ({
      longer: await query(sql`select worker_id, xmin::text as v from worker_figures order by 1`),
      m15: await query(sql`select worker_id, xmin::text as v from worker_figures_15m order by 1`),
    });
    const before = await versions();
    clock.set("2026-03-02T10:27:30Z");
    const w = figureWindows(clock.now());
    await repo().refreshMiners(await repo().allStaleMiners(w["15m"].end), w);
    const after = await versions();
    expect(after.longer).toEqual(before.longer);
    const moved = after.m15.filter((r, i) => r.v !== before.m15[i]?.v);
    expect(moved.length).toBeGreaterThan(0);
  });

  it("follows new workers, status changes, moved and deleted miners", async () => {
    clock.set("2026-03-02T10:28:30Z");
    await db().execute(sql`insert into workers (miner_id, name, behaviour, first_seen, last_share_at, status, status_changed_at)
      select id, 'fresh', 'hardware', now(), now(), 'stable', now() from miners where account_name = 'gen4'`);
    await bucketsOf("w.name = 'fresh'", 60, "2026-03-02T10:20:00Z", 5);
    await db().execute(sql`update workers set status = 'off' from miners m
      where m.id = workers.miner_id and m.account_name = 'gen5' and workers.name = 'w1'`);
    const changed = await query(sql`select w.id from workers w join miners m on m.id = w.miner_id
      where m.account_name = 'gen5' and w.name = 'w1'`);
    await repo().syncStatuses(changed.map((r) => String(r.id)));
    await db().execute(sql`update miners set operator_id = null where account_name = 'gen6'`);
    await db().execute(sql`update miners set deleted_at = now() where account_name = 'gen7'`);
    const after = await incrementalEqualsFull();
    const gen7 = String((await query(sql`select id from miners where account_name = 'gen7'`))[0]?.id);
    expect(after.figures.some((f) => f.miner_id === gen7)).toBe(false);
    expect(after.marks.some((k) => k.miner_id === gen7)).toBe(false);
    expect(after.figures.find((f) => f.name === "fresh")).toMatchObject({
      accepted_count_15m: expect.any(String),
      status: "stable",
    });
  });

  it("runs the job once per minute, in chunks, to the full refresh's rows", async () => {
    clock.set("2026-03-02T10:29:30Z");
    const [outcome, second] = await Promise.all([
      refreshWorkerFigures(db(), clock),
      refreshWorkerFigures(db(), clock),
    ]);
    const ran = [outcome, second].filter((o) => o.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ ran: true, value: { asOf: "2026-03-02T10:24:00.000Z" } });
    expect(await refreshWorkerFigures(db(), clock)).toEqual({ ran: false });
    // A minute later the job and a read's refresh of every miner at once: no deadlock, the same rows.
    clock.set("2026-03-02T10:30:30Z");
    const w = figureWindows(clock.now());
    const stale = await repo().allStaleMiners(w["15m"].end);
    const [job] = await Promise.all([
      refreshWorkerFigures(db(), clock),
      repo().refreshMiners(stale.reverse(), w),
    ]);
    expect(job.ran).toBe(true);
    const jobRows = await snapshot();
    const all = (await query(sql`select id from miners`)).map((r) => String(r.id));
    await repo().refreshMiners(all, figureWindows(clock.now()), { full: true });
    expectSame(await snapshot(), jobRows);
  });

  it("ends a stopped run between chunks, leaving the miners it did not reach stale for the next run", async () => {
    clock.set("2026-03-02T10:31:30Z");
    const w = figureWindows(clock.now());
    const stale = await repo().allStaleMiners(w["15m"].end);
    expect(stale.length).toBeGreaterThan(0);
    // Stopped before its first chunk: nothing refreshed, every miner still stale.
    expect(await repo().refreshMiners(stale, w, { stopped: () => true })).toBe(0);
    expect(await repo().allStaleMiners(w["15m"].end)).toEqual(stale);
    // The job under a stop signal ends at its first safe point, before its claim.
    const stop = new AbortController();
    stop.abort();
    await expect(refreshWorkerFigures(db(), clock, stop.signal)).rejects.toBeInstanceOf(JobStopped);
    clock.set("2026-03-02T10:32:30Z");
    expect(await refreshWorkerFigures(db(), clock)).toMatchObject({ ran: true, value: { chunks: 1 } });
    expect(await repo().allStaleMiners(figureWindows(clock.now())["15m"].end)).toEqual([]);
  });

  it("steps a moved window by the buckets that entered and left, keeping what the rows held", async () => {
    clock.set("2026-03-02T10:33:30Z");
    await incrementalEqualsFull();
    const { workerId } = await steppedWorker("2026-03-02T10:34:30Z");
    const stored = async () =>
      Number(
        (
          await query(
            sql`select accepted_difficulty_15m as d from worker_figures_15m where worker_id = ${workerId}`,
          )
        )[0]?.d,
      );
    // A value no refresh would write: a step adds to it and subtracts from it; a sum would replace it.
    await db().execute(sql`update worker_figures_15m set accepted_difficulty_15m = accepted_difficulty_15m + 1000
      where worker_id = ${workerId}`);
    clock.set("2026-03-02T10:34:30Z");
    await addMinute(workerId, "2026-03-02T10:28:00Z", 250, 5);
    const w = figureWindows(clock.now());
    await repo().refreshMiners(await repo().allStaleMiners(w["15m"].end), w);
    const stepped = await stored();
    await repo().refreshMiners(
      [String((await query(sql`select miner_id from workers where id = ${workerId}`))[0]?.miner_id)],
      w,
      {
        full: true,
      },
    );
    expect(stepped - (await stored())).toBeCloseTo(1000, 6);
  });

  it("sums a worker's window again when the bucket leaving it held nearly all of it", async () => {
    clock.set("2026-03-02T10:35:30Z");
    const { workerId } = await steppedWorker("2026-03-02T10:36:30Z");
    // The window [10:15, 10:30): a first minute of 1e30 (a corrupt-size bucket), then 1,000 a minute.
    await addMinute(workerId, "2026-03-02T10:15:00Z", 1e30, 1);
    for (let minute = 15; minute <= 30; minute++) {
      await addMinute(workerId, `2026-03-02T10:${minute}:00Z`, 1000, 1);
    }
    await incrementalEqualsFull();
    // A minute later the 1e30 minute leaves: 1e30 + 15,000 - (1e30 + 1,000) is 0 in float8, not 15,000.
    clock.set("2026-03-02T10:36:30Z");
    const after = await incrementalEqualsFull();
    const [bucketSum] = await query(sql`select sum(accepted_difficulty) as d from worker_rollups
      where worker_id = ${workerId} and bucket_seconds = 60 and bucket_start >= '2026-03-02T10:16:00Z'
        and bucket_start < '2026-03-02T10:31:00Z'`);
    const value = Number(after.figures.find((f) => f.worker_id === workerId)?.accepted_difficulty_15m);
    expect(value).toBeGreaterThanOrEqual(15_000);
    expect(value).toBeCloseTo(Number(bucketSum?.d), 6);
  });
});

describe("a refresh chunk and a bucket write to its miner", () => {
  it("waits for the write in progress, then sums it and takes its record", async () => {
    clock.set("2026-03-02T10:37:30Z"); // the 15m window: [10:17, 10:32)
    const { workerId, minerId } = await steppedWorker("2026-03-02T10:37:30Z");
    await addMinute(workerId, "2026-03-02T10:20:00Z", 1000, 1); // a record of the miner's writes exists
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writing = () => {};
    const written = new Promise<void>((resolve) => {
      writing = resolve;
    });
    // A writer (as ingest's compaction) adds a later minute: it locks the record (not rewritten: not earlier).
    const writer = db().transaction(async (tx) => {
      await tx.execute(
        recordedInsert(sql`insert into worker_rollups (worker_id, bucket_seconds, bucket_start,
          accepted_difficulty, accepted_count, rejected_difficulty, rejected_count, last_share_at)
        values (${workerId}, 60, '2026-03-02T10:25:00Z', 5000, 5, 0, 0, '2026-03-02T10:25:00Z')
        on conflict (worker_id, bucket_seconds, bucket_start) do update set
          accepted_difficulty = worker_rollups.accepted_difficulty + excluded.accepted_difficulty,
          accepted_count = worker_rollups.accepted_count + excluded.accepted_count
        returning worker_id, bucket_start`),
      );
      writing();
      await held;
    });
    await written;
    let refreshed = false;
    const refresh = repo()
      .refreshMiners([minerId], figureWindows(clock.now()))
      .then(() => {
        refreshed = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refreshed).toBe(false);
    release();
    await Promise.all([writer, refresh]);
    // The chunk's sums have the write (the full refresh's rows), and it took the record.
    await incrementalEqualsFull();
    expect(await query(sql`select * from worker_rollup_writes where miner_id = ${minerId}`)).toEqual([]);
  });
});

describe("refresh chunks", () => {
  it("close at 200 miners or 4,000 workers, a bigger miner alone, in id order", () => {
    expect(refreshChunk).toEqual({ miners: 200, workers: 4_000 });
    const sizes: Record<string, number> = { a: 1_500, b: 2_000, c: 600, d: 10_000, e: 5, f: 0 };
    expect(chunkMiners(Object.keys(sizes), (id) => sizes[id] ?? 0)).toEqual([
      ["a", "b"],
      ["c"],
      ["d"],
      ["e", "f"],
    ]);
    const many = Array.from({ length: 450 }, (_, i) => `m${String(i).padStart(3, "0")}`);
    expect(chunkMiners(many, () => 1).map((c) => c.length)).toEqual([200, 200, 50]);
    expect(chunkMiners([], () => 1)).toEqual([]);
  });
});
