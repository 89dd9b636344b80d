import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess, waitFor200 } from "../cluster/server-process";
import {
  checkBooks,
  type FaultFixture,
  ingestToken,
  prepareFaultData,
  retryUnacked,
  startLoad,
} from "./fault-load";
import { startKillablePostgres } from "./killable-postgres";

/**
 * An external PostgreSQL (DATABASE_URL) killed with -9 under mixed load, then started again: the server stays
 * up, answers 503 `service_unavailable` within seconds (never a hang) while the database is away, and serves
 * again by itself once it is back. Every batch acknowledged is there once after the others are sent again with
 * their batch_id; every write acknowledged is kept; the ledger balances.
 */
let postgres: Awaited<ReturnType<typeof startKillablePostgres>>;
let server: ServerProcess;
let fx: FaultFixture;

beforeAll(async () => {
  postgres = await startKillablePostgres();
  fx = await prepareFaultData(postgres.url, { migrate: true });
  server = await startServerProcess({
    DATABASE_URL: postgres.url,
    DEMO: "0",
    INGEST_TOKEN: ingestToken,
    RATE_LIMIT_PER_MINUTE: "1000000",
    RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
  });
  await waitFor200(server, "/readyz");
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
}, 30_000);

describe("the database killed (-9) under load and started again", () => {
  it("answers 503 quickly while it is down, recovers by itself, loses and doubles nothing", async () => {
    const load = startLoad(() => server.url, fx);
    await sleep(2_000);
    const killedAt = Date.now();
    postgres.kill();
    // Down for 4 s under the load.
    await sleep(4_000);
    const restartAt = Date.now();
    await postgres.restart();
    const backAt = Date.now();
    await waitFor200(server, "/readyz", 20_000);
    const readyAt = Date.now();
    await sleep(3_000);
    await load.stop();

    // While it was down (from 1 s after the kill, calls started before the restart): an answer within 5 s,
    // 503 service_unavailable, or 2xx for what a process may answer without the database.
    const down = load.between(killedAt + 1_000, restartAt);
    expect(down.length).toBeGreaterThan(20);
    const late = down.filter((o) => o.ms >= 5_000 || o.status === 0);
    expect(late).toEqual([]);
    const wrong = down.filter(
      (o) => !(o.status < 300 || (o.status === 503 && o.code === "service_unavailable")),
    );
    expect(wrong).toEqual([]);
    expect(down.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    // Back: the process never exited, and calls started a second after /readyz answered all succeed.
    expect(server.child.exitCode).toBeNull();
    const after = load.between(readyAt + 1_000, Date.now());
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((o) => o.status >= 300 || o.status === 0)).toEqual([]);

    const retried = await retryUnacked(server.url, load);
    const books = await checkBooks(server.url, postgres.url, fx, load);
    expect(server.output()).not.toMatch(/killed by timeout/);
    console.info(
      `database killed: down ${restartAt - killedAt} ms, back in ${backAt - restartAt} ms, ready ` +
        `${readyAt - backAt} ms later; ${load.outcomes.length} calls (${down.length} while down, ` +
        `${down.filter((o) => o.status === 503).length} answered 503, slowest ` +
        `${Math.max(...down.map((o) => o.ms))} ms); ${books.batches} batches (${retried} sent again), ` +
        `${books.writes} writes acknowledged`,
    );
  }, 60_000);
});
