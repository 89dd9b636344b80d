import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../src/clock";
import { openDatabase } from "../../src/db/client";
import { DAY_MS, utcDayOf } from "../../src/lib/utc-day";
import { type ServerProcess, startServerProcess } from "../cluster/server-process";
import { createTestDatabase } from "../helper";
import { sessionFor } from "../product-session";
import {
  api,
  checkBooks,
  type FaultFixture,
  ingestToken,
  prepareFaultData,
  retryUnacked,
  startLoad,
} from "./fault-load";

/**
 * A WEB_CONCURRENCY=2 cluster under mixed load; a server process is killed (SIGKILL) while it holds a day's
 * reward run, then while it holds the day's payout run (both processes asked to run it at once, as two
 * schedulers would). The dead holder's transaction rolls back with its connection and the other process
 * takes the claim over: each day is credited once and paid once, every batch acknowledged is there once, the
 * ledger balances, and the primary forks the killed process again.
 */
const miners = 120;
let databaseUrl = "";
let client: pg.Client;
let cluster: ServerProcess;
let fx: FaultFixture;
let staffToken = "";

const today = utcDayOf(Date.now());
const rewardDay = utcDayOf(Date.now() - 3 * DAY_MS);

beforeAll(async () => {
  databaseUrl = await createTestDatabase("t_faults");
  fx = await prepareFaultData(databaseUrl, { migrate: true });
  const database = await openDatabase({ databaseUrl });
  const staff = await sessionFor(database.db, systemClock, `fault-staff-${fx.runId}@pithead.test`);
  await database.close();
  staffToken = staff.token;
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Miners with a day of shares (4-hour buckets), a wallet paid from 1,000 sat on; no rate yet, so the
  // start-up catch-up leaves the day alone.
  await client.query(
    `insert into miners (pool_id, account_name, title)
       select p.id, 'km' || g, 'Killed ' || g from (select id from pools limit 1) p, generate_series(1, $1) g`,
    [miners],
  );
  await client.query(
    `insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty, accepted_count,
                                rejected_difficulty, rejected_count, last_share_at)
       select m.id, 14400, $1::timestamptz + k * interval '4 hours', 2e6 * (1 + g % 5), 100, 0, 0,
              $1::timestamptz + k * interval '4 hours'
         from (select id, row_number() over () as g from miners where account_name like 'km%') m,
              generate_series(0, 5) k`,
    [`${rewardDay}T00:00:00Z`],
  );
  await client.query(
    `insert into wallets (miner_id, min_payment, created_at, updated_at)
       select id, 1000, now(), now() from miners where account_name like 'km%'`,
  );
  await client.query(
    `insert into wallet_addresses (wallet_id, address, created_at, paused_until)
       select id, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', now() - interval '2 days', now() - interval '1 day'
         from wallets`,
  );
  // The scheduler's own payout run (every minute once the schedule's time has passed: 14:00 UTC by default)
  // would pay today before the runs asked below when the file runs in the afternoon: today's time is 23:59.
  await client.query(
    `insert into payout_schedules (pool_id, time_utc, updated_at) select id, '23:59', now() from pools
       on conflict (pool_id) do update set time_utc = '23:59'`,
  );
  cluster = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DEMO: "0",
    WEB_CONCURRENCY: "2",
    INGEST_TOKEN: ingestToken,
    RATE_LIMIT_PER_MINUTE: "1000000",
    RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
  });
  // Both processes past their start-up catch-up (one after the other), so only the runs asked below credit the day.
  // /readyz alone cannot say it: the primary hands connections only to processes that listen, so six 200s in a
  // row can all come from the first process while the second has not listened yet (its catch-up would then find
  // the rate set below and credit the day before the runs). Each catch-up says its skipped days (no rate yet).
  await bothUp();
  await catchUpsLogged(["1", "2"]);
  // The staff's product user (made by a first call), then a platform admin permission and the day's rate.
  const first = await fetch(`${cluster.url}${api}/identity`, { headers: { "x-session-token": staffToken } });
  expect(first.status).toBe(200);
  await client.query("insert into platform_accounts (name) values ('fault-platform') on conflict do nothing");
  await client.query(
    `insert into permissions (user_id, type, platform_account_id, role)
       select u.id, 'platform', pa.id, 'admin' from users u, platform_accounts pa
        where u.identity_id = $1 and pa.name = 'fault-platform'`,
    [staff.identityId],
  );
  await client.query(
    `insert into reward_rates (pool_id, msats_per_th_day, source, effective_from, created_at)
       select id, 50000000, 'manual', $1, now() from pools`,
    [rewardDay],
  );
}, 90_000);

afterAll(async () => {
  await cluster?.stop();
  await client?.end();
}, 30_000);

/** The OS process of the backend `pid`'s client (its socket's local port, found with `ss`). */
function processOfBackend(clientPort: number): number {
  const out = execFileSync("ss", ["-tnpH", `sport = :${clientPort}`], { encoding: "utf8" });
  const pid = Number(out.match(/pid=(\d+)/)?.[1] ?? 0);
  if (!pid) throw new Error(`no process holds port ${clientPort}: ${out}`);
  return pid;
}

/**
 * The backend holding a (job, period) claim's advisory lock, taken first thing in its run's transaction
 * (`pg_try_advisory_xact_lock(0x5057_0007, hashtext('<job> <period>'))`, jobs/job-runs.repository.ts).
 */
const claimHolder = `select a.client_port from pg_locks l join pg_stat_activity a on a.pid = l.pid
  where l.locktype = 'advisory' and l.classid = ${0x5057_0007} and l.granted
    and l.objid::bigint = (hashtext($1 || ' ' || $2)::bigint + 4294967296) % 4294967296`;

/** Polls until a backend matching `holderSql` appears; answers its client's OS process id. */
async function holder(holderSql: string, params: unknown[], runs: Promise<Answer[]>): Promise<number> {
  const deadline = Date.now() + 20_000;
  let answers: Answer[] | undefined;
  void runs.then((a) => {
    answers = a;
  });
  for (;;) {
    const { rows } = await client.query<{ client_port: number }>(holderSql, params);
    const port = rows[0]?.client_port;
    if (port) return processOfBackend(port);
    if (Date.now() > deadline || answers)
      throw new Error(`no holder found (answers ${JSON.stringify(answers)}):\n${cluster.output()}`);
    await sleep(10);
  }
}

type Answer = { status: number; code?: string };

/** One POST on a connection of its own (so the cluster's round robin spreads them over both processes). */
function postAlone(path: string, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      `${cluster.url}${api}${path}`,
      {
        method: "POST",
        agent: false,
        headers: { "x-session-token": staffToken, "content-type": "application/json" },
        timeout: 30_000,
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += String(chunk);
        });
        res.on("end", () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text) as { code?: string }).code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode ?? 0, code });
        });
        res.on("error", () => resolve({ status: 0 }));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve({ status: 0 }));
    req.end(body);
  });
}

/** A 409 that says the day's run is done (not one that says it is under way: `invalid_state`). */
const isDone = (a: Answer) => a.status === 409 && a.code?.endsWith("_already_processed") === true;

/** `n` simultaneous POSTs of a day's run, spread over both processes. */
function startRuns(path: string, day: string, n: number): Promise<Answer[]> {
  return Promise.all(Array.from({ length: n }, () => postAlone(path, JSON.stringify({ day }))));
}

/** Asks again until one answer says the day ran (200) or had run (409 `*_already_processed`). */
async function runUntilDone(path: string, day: string): Promise<Answer> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [answer] = await startRuns(path, day, 1);
    if (answer && (answer.status === 200 || isDone(answer))) return answer;
    if (Date.now() > deadline) {
      const { rows } = await client.query(
        `select pid, client_port, state, wait_event_type, wait_event, xact_start, state_change, now() as now,
                left(query, 80) as query from pg_stat_activity
          where datname = current_database() and state <> 'idle'`,
      );
      throw new Error(
        `${path} never ran: ${JSON.stringify(answer)}\n${JSON.stringify(rows, null, 1)}\n${cluster.output().slice(-6000)}`,
      );
    }
    await sleep(300);
  }
}

/** Until 6 fresh connections in a row get /readyz 200: both processes (the round robin's turns) are up. */
async function bothUp(): Promise<void> {
  const deadline = Date.now() + 60_000;
  let inRow = 0;
  while (inRow < 6) {
    if (Date.now() > deadline) throw new Error(`the cluster did not come back:\n${cluster.output()}`);
    const status = await new Promise<number>((resolve) => {
      const req = request(`${cluster.url}/readyz`, { agent: false, timeout: 2_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("timeout", () => req.destroy());
      req.on("error", () => resolve(0));
      req.end();
    });
    inRow = status === 200 ? inRow + 1 : 0;
    if (status !== 200) await sleep(200);
  }
}

/** Until each of `workers` (PITHEAD_WORKER slots) has logged its start-up catch-up's skipped days. */
async function catchUpsLogged(workers: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  const logged = (worker: string) =>
    cluster
      .output()
      .split("\n")
      .some(
        (line) => line.includes(`"worker":"${worker}"`) && line.includes("reward catch-up: no reward rate"),
      );
  while (!workers.every(logged)) {
    if (Date.now() > deadline) throw new Error(`no catch-up logged by every process:\n${cluster.output()}`);
    await sleep(100);
  }
}

/** SIGKILLs a server process of the cluster (never the primary or this runner). */
function killWorker(pid: number) {
  expect(pid).not.toBe(cluster.child.pid);
  expect(pid).not.toBe(process.pid);
  process.kill(pid, "SIGKILL");
}

describe("a server process of a cluster killed during the reward and payout runs", () => {
  it("credits and pays each day once; the other process takes the claim over", async () => {
    const load = startLoad(() => cluster.url, fx, { readers: 2, ingesters: 1, writers: 2, pauseMs: 50 });
    await sleep(1_000);

    // The reward run: its holder is the backend holding the day's claim lock (jobs/job-runs.repository.ts).
    const rewardRuns = startRuns("/platform/jobs/rewards/run", rewardDay, 4);
    const rewardHolder = await holder(claimHolder, ["rewards", rewardDay], rewardRuns);
    // Into its miners (their postings are in its open transaction).
    await sleep(50);
    killWorker(rewardHolder);
    const rewardAnswers = await rewardRuns;
    const rewardDone = await runUntilDone("/platform/jobs/rewards/run", rewardDay);

    // The payout run of today, once the killed process is back.
    await bothUp();
    const payoutRuns = startRuns("/platform/jobs/payouts/run", today, 4);
    const payoutHolder = await holder(claimHolder, ["payouts", today], payoutRuns);
    await sleep(50);
    killWorker(payoutHolder);
    const payoutAnswers = await payoutRuns;
    const payoutDone = await runUntilDone("/platform/jobs/payouts/run", today);

    await bothUp();
    await load.stop();
    const retried = await retryUnacked(cluster.url, load);

    // Each run: answers of the killed process are lost (0), the others 200 at most once or 409 (done, or under
    // way in the other process: a start never waits on another's claim); never two 200s.
    for (const answers of [rewardAnswers, payoutAnswers]) {
      const seen = JSON.stringify({ rewardAnswers, payoutAnswers, rewardHolder, payoutHolder });
      expect(answers.filter((a) => a.status === 200).length, seen).toBeLessThanOrEqual(1);
      expect(answers.filter((a) => ![0, 200, 409].includes(a.status))).toEqual([]);
      // A 409 says the day ran already, or that its run is under way in the other process (never "no rate in
      // force" or another refusal).
      expect(answers.filter((a) => a.status === 409 && !isDone(a) && a.code !== "invalid_state")).toEqual([]);
    }
    expect([rewardDone.status, payoutDone.status].every((s) => s === 200 || s === 409)).toBe(true);

    const one = async (sql: string, params: unknown[]) =>
      (await client.query<{ n: string }>(sql, params)).rows[0]?.n;
    // Credited once: one reward entry and one reward payment per miner, one claim.
    expect(
      await one("select count(*)::text as n from job_runs where job = 'rewards' and period = $1", [
        rewardDay,
      ]),
    ).toBe("1");
    expect(
      await one(
        `select count(*)::text as n from ledger_entries where kind = 'reward' and idempotency_key like $1`,
        [`reward:${rewardDay}:%`],
      ),
    ).toBe(String(miners));
    expect(
      await one(
        "select count(distinct miner_id)::text as n from payments where type = 'reward' and settlement_day = $1",
        [rewardDay],
      ),
    ).toBe(String(miners));
    expect(
      await one("select count(*)::text as n from payments where type = 'reward' and settlement_day = $1", [
        rewardDay,
      ]),
    ).toBe(String(miners));
    // Paid once: one payout (entry, payment, request) per miner, every balance back to zero.
    expect(
      await one("select count(*)::text as n from job_runs where job = 'payouts' and period = $1", [today]),
    ).toBe("1");
    expect(
      await one("select count(*)::text as n from payments where type = 'payout' and settlement_day = $1", [
        today,
      ]),
    ).toBe(String(miners));
    expect(await one("select count(*)::text as n from payout_requests", [])).toBe(String(miners));
    expect(
      await one(
        `select count(*)::text as n from ledger_accounts a join ledger_postings p on p.account_key = a.key
          where a.key like 'miner:%' group by a.key having sum(p.amount) <> 0`,
        [],
      ),
    ).toBeUndefined();
    const books = await checkBooks(cluster.url, databaseUrl, fx, load);
    // The primary forked both killed processes again, and did not stop.
    expect(cluster.child.exitCode).toBeNull();
    expect(cluster.output().match(/a server process died/g)?.length).toBe(2);
    expect(cluster.output()).not.toMatch(/killed by timeout/);
    console.info(
      `cluster process killed: 2 processes killed (reward holder ${rewardHolder}, payout holder ` +
        `${payoutHolder}); reward answers ${JSON.stringify(rewardAnswers.map((a) => a.code ?? a.status))} then ` +
        `${rewardDone.status}, payout answers ${JSON.stringify(payoutAnswers.map((a) => a.code ?? a.status))} then ` +
        `${payoutDone.status}; ${miners} miners credited and paid once; ${load.outcomes.length} calls, ` +
        `${books.batches} batches (${retried} sent again), ${books.writes} writes acknowledged`,
    );
  }, 150_000);
});
