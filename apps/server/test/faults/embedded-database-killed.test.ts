import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../src/lib/free-port";
import { type ServerProcess, startServerProcess, waitFor200 } from "../cluster/server-process";
import {
  checkBooks,
  type FaultFixture,
  ingestToken,
  prepareFaultData,
  retryUnacked,
  startLoad,
} from "./fault-load";

/**
 * `npm start`'s embedded PostgreSQL killed with -9 under mixed load: the server does not run on without it. It
 * shuts down gracefully (nothing killed by the grace timeout) and exits with 1, so a supervisor starts it again;
 * that start recovers the folder, and every batch acknowledged is there once after the others are sent again.
 */
let dataDir = "";
let port = 0;
let server: ServerProcess;
let fx: FaultFixture;

const env = () => ({
  DATA_DIR: dataDir,
  EMBEDDED_DB_PORT: String(port),
  DEMO: "0",
  LOG_LEVEL: "info",
  INGEST_TOKEN: ingestToken,
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
});
const databaseUrl = () => {
  const password = readFileSync(join(dataDir, "postgres", "password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/pithead`;
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "pithead-fault-data-"));
  // mkdtemp makes it 700: as root, PostgreSQL runs as `postgres`, which must pass through to its own folder.
  chmodSync(dataDir, 0o711);
  port = await freePort();
  server = await startServerProcess(env());
  await waitFor200(server, "/readyz");
  fx = await prepareFaultData(databaseUrl(), { migrate: false });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe("the embedded PostgreSQL killed (-9) under load", () => {
  it("shuts the server down with exit code 1; the next start recovers and loses nothing", async () => {
    const first = server;
    const load = startLoad(() => server.url, fx);
    await sleep(2_000);
    const pid = Number(
      readFileSync(join(dataDir, "postgres", "data", "postmaster.pid"), "utf8").split("\n")[0],
    );
    const killedAt = Date.now();
    process.kill(pid, "SIGKILL");
    const exit = await new Promise<{ code: number | null; signal: string | null }>((done) =>
      first.child.once("exit", (code, signal) => done({ code, signal })),
    );
    const exitMs = Date.now() - killedAt;
    const log = first
      .output()
      .split("\n")
      .filter((line) => !line.includes('"level":30'));
    expect(exit, log.join("\n")).toEqual({ code: 1, signal: null });
    expect(exitMs, log.join("\n")).toBeLessThan(10_000);
    expect(first.output()).toMatch(/the embedded PostgreSQL died: exiting with 1/);
    expect(first.output()).not.toMatch(/killed by timeout/);
    // Meanwhile no call hung: each got an answer (or a refused connection) within 5 s.
    await sleep(500);
    const during = load.between(killedAt, Date.now());
    expect(during.filter((o) => o.ms >= 5_000)).toEqual([]);

    // The supervisor's restart: same folder, same port.
    const restartedAt = Date.now();
    server = await startServerProcess(env());
    await waitFor200(server, "/readyz");
    const readyMs = Date.now() - restartedAt;
    await sleep(2_000);
    await load.stop();
    const retried = await retryUnacked(server.url, load);
    const books = await checkBooks(server.url, databaseUrl(), fx, load);
    console.info(
      `embedded database killed: the server exited 1 after ${exitMs} ms; the restart was ready in ${readyMs} ms; ` +
        `${load.outcomes.length} calls (${during.length} after the kill), ${books.batches} batches ` +
        `(${retried} sent again), ${books.writes} writes acknowledged`,
    );
  }, 90_000);
});
