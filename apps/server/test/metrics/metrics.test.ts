import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { checkLedger } from "../../src/jobs/ledger-check";
import { compactRollups } from "../../src/jobs/rollup-compaction";
import { minutePeriod, runOnceAfterClaim } from "../../src/jobs/run-once";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "../telemetry/shares";
import { sampleValue } from "./samples";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:30Z");
const token = "metrics-token-0123456789abcdef";
let on: App;
let off: App;

beforeAll(async () => {
  on = await buildTestApp(ctx.database, { clock, env: { METRICS_TOKEN: token } });
  off = await buildTestApp(ctx.database, { clock });
});
afterAll(async () => {
  await on?.close();
  await off?.close();
});

const scrape = (app: App, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
  app.inject({ method: "GET", url: "/metrics", headers });

describe("/metrics", () => {
  it("is not served without METRICS_TOKEN or METRICS_PORT", async () => {
    const res = await scrape(off);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "not_found", message: "Not found" });
  });

  it("answers 401 without the token or with a wrong one", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-0123456789abcdef" },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const res = await scrape(on, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
      expect(res.body).not.toContain("http_request_duration_seconds");
    }
  });

  it("is not part of the OpenAPI document", async () => {
    await on.ready();
    const doc = on.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain("/metrics");
  });

  it("serves the text format with the request histogram labelled by route pattern", async () => {
    expect((await on.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await on.inject({ method: "GET", url: "/api/backend/v0.1/nope/123" })).statusCode).toBe(404);
    const res = await scrape(on);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    expect(
      sampleValue(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "/healthz",
        status_code: "200",
      }),
    ).toBe(1);
    expect(
      sampleValue(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "unmatched",
        status_code: "404",
      }),
    ).toBe(1);
    // The raw URL never becomes a label.
    expect(text).not.toContain("/nope/123");
    for (const name of [
      "pithead_db_pool_connections",
      "pithead_db_pool_idle_connections",
      "pithead_db_pool_waiting_clients",
      "pithead_db_pool_max_connections",
      "pithead_outbox_messages",
      "pithead_ledger_check_ok",
      "pithead_job_runs_total",
      "pithead_ingest_batches_total",
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sampleValue(text, "pithead_db_pool_max_connections")).toBe(10);
    expect(sampleValue(text, "pithead_db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, "pithead_outbox_messages", { status: "pending" })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, "pithead_outbox_messages", { status: "failed" })).toBe(0);
  });

  it("counts ingested batches and their shares once (a retry counts as repeated)", async () => {
    const shares = [
      { ts: "2026-03-02T09:59:00Z" },
      { ts: "2026-03-02T09:59:10Z" },
      { account: "nobody-here", ts: "2026-03-02T09:59:20Z" },
    ];
    expect((await postShares(on, "metrics-b1", shares)).statusCode).toBe(200);
    expect((await postShares(on, "metrics-b1", shares)).statusCode).toBe(200);
    expect((await postShares(on, "metrics-b2", [{ ts: "2020-01-01T00:00:00Z" }])).statusCode).toBe(400);
    const text = (await scrape(on)).body;
    expect(sampleValue(text, "pithead_ingest_batches_total", { result: "stored" })).toBe(1);
    expect(sampleValue(text, "pithead_ingest_batches_total", { result: "repeated" })).toBe(1);
    expect(sampleValue(text, "pithead_ingest_batches_total", { result: "refused" })).toBe(1);
    expect(sampleValue(text, "pithead_ingest_shares_total", { result: "accepted" })).toBe(2);
    expect(sampleValue(text, "pithead_ingest_shares_total", { result: "rejected" })).toBe(1);
  });

  it("counts job runs by result with their duration, and the compaction time", async () => {
    const first = await compactRollups(ctx.database.db, clock);
    const again = await compactRollups(ctx.database.db, clock);
    expect([first.ran, again.ran]).toEqual([true, false]);
    const text = (await scrape(on)).body;
    const job = { job: "rollup-compaction" };
    expect(sampleValue(text, "pithead_job_runs_total", { ...job, result: "ran" })).toBe(1);
    expect(sampleValue(text, "pithead_job_runs_total", { ...job, result: "skipped" })).toBe(1);
    expect(sampleValue(text, "pithead_job_duration_seconds_count", job)).toBe(1);
    expect(sampleValue(text, "pithead_rollup_compaction_duration_seconds_count")).toBe(1);
  });

  it("times a job that commits its claim first by its whole run, not by the claim", async () => {
    const job = "metrics-claim-first";
    const run = () =>
      runOnceAfterClaim(ctx.database.db, clock, job, minutePeriod(clock.now()), async () => {
        await new Promise((done) => setTimeout(done, 80));
        return "refreshed";
      });
    expect(await run()).toEqual({ ran: true, value: "refreshed" });
    expect(await run()).toEqual({ ran: false });
    const text = (await scrape(on)).body;
    expect(sampleValue(text, "pithead_job_runs_total", { job, result: "ran" })).toBe(1);
    expect(sampleValue(text, "pithead_job_runs_total", { job, result: "skipped" })).toBe(1);
    expect(sampleValue(text, "pithead_job_duration_seconds_count", { job })).toBe(1);
    expect(sampleValue(text, "pithead_job_duration_seconds_sum", { job })).toBeGreaterThanOrEqual(0.075);
  });

  it("shows the latest ledger check: NaN before the first, then 1 and its time", async () => {
    const before = (await scrape(on)).body;
    expect(sampleValue(before, "pithead_ledger_check_ok")).toBeNaN();
    await checkLedger(ctx.database.db, clock);
    const after = (await scrape(on)).body;
    expect(sampleValue(after, "pithead_ledger_check_ok")).toBe(1);
    expect(sampleValue(after, "pithead_ledger_check_timestamp_seconds")).toBe(clock.now().getTime() / 1000);
  });
});
