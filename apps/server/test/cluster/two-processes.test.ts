import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../src/clock";
import { openDatabase } from "../../src/db/client";
import { prepareDatabase } from "../../src/db/prepare";
import { createPasswordIdentity } from "../../src/modules/identity/identity.api";
import { createTestDatabase } from "../helper";
import { goodPassword } from "../identity-helper";
import { type ServerProcess, startServerProcess, waitFor200 } from "./server-process";

/**
 * Two real server processes (`node --import tsx src/server.ts`, as `npm start` runs it) on one PostgreSQL, as two
 * machines behind a load balancer would be: the jobs run each period once, a revoked session is refused by
 * both within a second, and shares sent to both add up exactly.
 */
const ingestToken = "cluster-test-ingest-token-0123456789";
const metricsToken = "cluster-test-metrics-token-0123456789";
const minuteJobs = [
  "worker-status-sweep",
  "worker-figures-refresh",
  "miner-figures-refresh",
  "miner-figures-ahead",
  "worker-alerts",
  "rollup-compaction",
];

let databaseUrl = "";
let client: pg.Client;
let a: ServerProcess;
let b: ServerProcess;
let bothReadyAt = 0;

beforeAll(async () => {
  databaseUrl = await createTestDatabase("t_cluster");
  const database = await openDatabase({ databaseUrl });
  await prepareDatabase(database, { demo: false });
  await createPasswordIdentity(database.db, systemClock, {
    email: "cluster@pithead.test",
    password: goodPassword,
    verified: true,
  });
  await database.close();
  client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    "insert into miners (pool_id, account_name, title) select id, 'clusterminer', 'Cluster' from pools limit 1",
  );
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO: "0",
    INGEST_TOKEN: ingestToken,
    METRICS_TOKEN: metricsToken,
    // No request leaves the machine: the exchange-rate job's upstream refuses at once.
    RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  await Promise.all([waitFor200(a, "/readyz"), waitFor200(b, "/readyz")]);
  bothReadyAt = Date.now();
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await client?.end();
}, 30_000);

const api = "/api/backend/v0.1";
const get = (server: ServerProcess, path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { "x-session-token": token } });

describe("two server processes on one database", () => {
  it("refuses a session revoked through one process in the other within a second", async () => {
    const flow = (await (await fetch(`${a.url}/identity/self-service/login/api`)).json()) as { id: string };
    const login = await fetch(`${a.url}/identity/self-service/login?flow=${flow.id}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        method: "password",
        identifier: "cluster@pithead.test",
        password: goodPassword,
      }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { session_token: string }).session_token;
    // Warm both: a per-process cache of the session would hold it now.
    for (let i = 0; i < 5; i++) {
      for (const server of [a, b]) expect((await get(server, `${api}/identity`, token)).status).toBe(200);
    }
    const logout = await fetch(`${a.url}/identity/self-service/logout/api`, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session_token: token }),
    });
    expect(logout.status).toBe(204);
    const revokedAt = Date.now();
    expect((await get(a, `${api}/identity`, token)).status).toBe(401);
    let status = 200;
    while (Date.now() - revokedAt < 1000) {
      status = (await get(b, `${api}/identity`, token)).status;
      if (status === 401) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(1000);
  });

  it("stores exactly the sum of the shares sent to both processes", async () => {
    const now = Date.now();
    let sent = 0;
    const batches = Array.from({ length: 8 }, (_, n) => {
      const shares = Array.from({ length: 250 }, (_, i) => {
        const difficulty = 1000 + ((n * 250 + i) % 97) * 13.5;
        sent += difficulty;
        return {
          account: "clusterminer",
          worker: `w${i % 5}`,
          ts: new Date(now - 180_000 + i * 400).toISOString(),
          difficulty,
          accepted: true,
        };
      });
      return { batch_id: `cluster-${now}-${n}`, shares };
    });
    const answers = await Promise.all(
      batches.map((batch, n) =>
        fetch(`${(n % 2 === 0 ? a : b).url}/api/ingest/v1/shares`, {
          method: "POST",
          headers: { authorization: `Bearer ${ingestToken}`, "content-type": "application/json" },
          body: JSON.stringify(batch),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { accepted: number } })),
      ),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { accepted: 250 } });
    const { rows } = await client.query<{ sum: number; count: string }>(
      `select sum(r.accepted_difficulty)::float8 as sum, sum(r.accepted_count)::text as count
         from miner_rollups r join miners m on m.id = r.miner_id
        where m.account_name = 'clusterminer' and r.bucket_seconds = 60`,
    );
    expect(rows[0]?.count).toBe("2000");
    expect(rows[0]?.sum).toBeCloseTo(sent, 6);
  });

  it("runs each job period once although both processes start the schedule", async () => {
    // Wait for a minute's jobs started after both processes run their schedules, then read at seconds
    // 15-25 of a minute, when no minute job is running (they start at seconds 0, 2, 5, 30 and 40).
    const deadline = Date.now() + 150_000;
    for (;;) {
      const { rows } = await client.query<{ jobs: string }>(
        "select count(distinct job)::text as jobs from job_runs where job = any($1) and started_at > $2",
        [minuteJobs, new Date(bothReadyAt + 1000)],
      );
      const second = new Date().getUTCSeconds();
      if (rows[0]?.jobs === String(minuteJobs.length) && second >= 15 && second < 25) break;
      if (Date.now() > deadline)
        throw new Error(`the minute jobs did not run:\n${a.output()}\n${b.output()}`);
      await new Promise((done) => setTimeout(done, 500));
    }
    const [metricsA, metricsB] = await Promise.all(
      [a, b].map(async (server) => {
        const res = await fetch(`${server.url}/metrics`, {
          headers: { authorization: `Bearer ${metricsToken}` },
        });
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    const { rows: runs } = await client.query<{ job: string; period: string; n: string }>(
      "select job, period, count(*)::text as n from job_runs group by job, period",
    );
    expect(runs.filter((r) => r.n !== "1")).toEqual([]);
    const counter = (text: string, job: string, result: string) =>
      Number(
        text.match(
          new RegExp(`^pithead_job_runs_total\\{job="${job}",result="${result}"\\} (\\d+)`, "m"),
        )?.[1] ?? 0,
      );
    for (const job of minuteJobs) {
      const periods = runs.filter((r) => r.job === job).length;
      const ran = counter(metricsA ?? "", job, "ran") + counter(metricsB ?? "", job, "ran");
      // Every period in job_runs was run by exactly one of the two processes.
      expect({ job, ran }).toEqual({ job, ran: periods });
    }
    // And both run the schedule: each has started the minute jobs (ran, or found the period taken; a start
    // still waiting on the other's claim on a loaded machine is not counted yet, hence the sum over the jobs).
    for (const text of [metricsA ?? "", metricsB ?? ""]) {
      const tries = minuteJobs.map((job) => counter(text, job, "ran") + counter(text, job, "skipped"));
      expect(tries.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(0);
    }
  }, 180_000);
});
