import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastDueDay } from "../../src/jobs/reward-daily";
import { DAY_MS, utcDayOf } from "../../src/lib/utc-day";
import { type ServerProcess, startServerProcess, waitFor200 } from "../cluster/server-process";
import { createTestDatabase } from "../helper";
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
 * SIGTERM to a server process (the way a supervisor stops it): first while its start-up reward catch-up runs
 * (the job stops between miners, its day rolls back whole, nothing is killed by the grace timeout, and the
 * next start credits every day once), then under mixed load with a reward run in flight (every request sent
 * before the signal gets its answer, the process exits 0 with nothing killed, and the next start is clean).
 */
const miners = 40;
/** The three newest due days: the catch-up at start credits them, oldest first. */
const lastDue = Date.parse(`${lastDueDay(new Date())}T00:00:00Z`);
const days = [2, 1, 0].map((back) => utcDayOf(lastDue - back * DAY_MS));
let databaseUrl = "";
let client: pg.Client;
let fx: FaultFixture;
let server: ServerProcess | undefined;

const env = () => ({
  DATABASE_URL: databaseUrl,
  DEMO: "0",
  INGEST_TOKEN: ingestToken,
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
  LOG_LEVEL: "info",
});

beforeAll(async () => {
  databaseUrl = await createTestDatabase("t_sigterm");
  fx = await prepareFaultData(databaseUrl, { migrate: true });
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Three due days of shares for `miners` miners and a rate in force: the start-up catch-up credits them.
  await client.query(
    `insert into miners (pool_id, account_name, title)
       select p.id, 'st' || g, 'Stopped ' || g from (select id from pools limit 1) p, generate_series(1, $1) g`,
    [miners],
  );
  await client.query(
    `insert into miner_rollups (miner_id, bucket_seconds, bucket_start, accepted_difficulty, accepted_count,
                                rejected_difficulty, rejected_count, last_share_at)
       select m.id, 14400, d::timestamptz + k * interval '4 hours', 2e6, 100, 0, 0, d::timestamptz
         from miners m, unnest($1::text[]) d, generate_series(0, 5) k where m.account_name like 'st%'`,
    [days.map((d) => `${d}T00:00:00Z`)],
  );
  await client.query(
    `insert into reward_rates (pool_id, msats_per_th_day, source, effective_from, created_at)
       select id, 50000000, 'manual', $1, now() from pools`,
    [days[0]],
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await client?.end();
}, 30_000);

const exitOf = (s: ServerProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((done) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null)
      done({ code: s.child.exitCode, signal: s.child.signalCode });
    else s.child.once("exit", (code, signal) => done({ code, signal }));
  });
/** Reward entries per day of `days` (0 or `miners` each: a day is credited whole or not at all). */
const creditedPerDay = async () => {
  const { rows } = await client.query<{ day: string; n: string }>(
    `select split_part(idempotency_key, ':', 2) as day, count(*)::text as n from ledger_entries
      where kind = 'reward' group by 1`,
  );
  return Object.fromEntries(days.map((d) => [d, Number(rows.find((r) => r.day === d)?.n ?? 0)]));
};

describe("SIGTERM", () => {
  it("stops the start-up reward catch-up at a safe point; the next start credits each day once", async () => {
    const first = await startServerProcess(env());
    server = first;
    // The catch-up holds a settlement day's lock while it credits that day.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query(
        "select 1 from pg_locks where locktype = 'advisory' and classid = $1 and granted",
        [0x5057_0001],
      );
      if (rows.length > 0) break;
      if (Date.now() > deadline) throw new Error(`the catch-up never ran:\n${first.output()}`);
      await sleep(10);
    }
    const signalledAt = Date.now();
    first.child.kill("SIGTERM");
    const exit = await exitOf(first);
    const stopMs = Date.now() - signalledAt;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stopMs).toBeLessThan(10_000);
    expect(first.output()).not.toMatch(/killed by timeout/);
    expect(first.output()).toMatch(/reward catch-up stopped by the shutdown/);
    const stopped = await creditedPerDay();
    expect(Object.values(stopped).every((n) => n === 0 || n === miners)).toBe(true);
    expect(Object.values(stopped).some((n) => n === 0)).toBe(true);

    server = await startServerProcess(env());
    await waitFor200(server, "/readyz");
    expect(await creditedPerDay()).toEqual(Object.fromEntries(days.map((d) => [d, miners])));
    expect(server.output()).not.toMatch(/"level":50/);
    console.info(
      `SIGTERM during the catch-up: stopped in ${stopMs} ms; credited before it ${JSON.stringify(stopped)}`,
    );
  }, 90_000);

  it("lets in-flight requests finish under load, kills nothing, and starts clean", async () => {
    const running = server;
    if (!running) throw new Error("no server");
    const load = startLoad(() => running.url, fx, { readers: 4, ingesters: 2, writers: 2, shares: 500 });
    await sleep(2_000);
    const signalledAt = Date.now();
    running.child.kill("SIGTERM");
    const exit = await exitOf(running);
    const stopMs = Date.now() - signalledAt;
    await load.stop();
    const before = load.between(0, signalledAt);
    const unanswered = before.filter((o) => o.status === 0);
    expect(unanswered).toEqual([]);
    expect(before.filter((o) => o.status >= 500)).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stopMs).toBeLessThan(10_000);
    expect(running.output()).not.toMatch(/killed by timeout|closing with handlers still running/);
    expect(running.output()).toMatch(/"msg":"stopped"/);

    server = await startServerProcess(env());
    await waitFor200(server, "/readyz");
    const res = await fetch(`${server.url}${api}/identity`, {
      headers: { "x-session-token": fx.sessionToken },
    });
    expect(res.status).toBe(200);
    const retried = await retryUnacked(server.url, load);
    const books = await checkBooks(server.url, databaseUrl, fx, load);
    expect(server.output()).not.toMatch(/"level":50/);
    console.info(
      `SIGTERM under load: stopped in ${stopMs} ms; ${before.length} calls sent before it, all answered; ` +
        `${books.batches} batches (${retried} sent again), ${books.writes} writes acknowledged`,
    );
  }, 90_000);
});
