import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { checkLedger } from "../../src/jobs/ledger-check";
import { droppedDefaultMetrics } from "../../src/modules/metrics/registry";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "../telemetry/shares";

/**
 * `/metrics` passes Prometheus's own lint, `promtool check metrics` (naming: counters end in `_total`, nothing
 * else does; units; help texts). promtool comes from Debian's `prometheus` package, which `.ci/run` installs; a
 * machine without it fails here with how to get it (`PROMTOOL` names another binary).
 */
const promtool = process.env.PROMTOOL ?? "promtool";
const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T10:00:30Z");
const token = "metrics-token-0123456789abcdef";
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, env: { METRICS_TOKEN: token } });
});
afterAll(() => app?.close());

describe("promtool check metrics", () => {
  it("finds nothing to say about /metrics with every series filled", async () => {
    const version = spawnSync(promtool, ["--version"], { encoding: "utf8" });
    expect(
      version.error,
      `${promtool} not found: apt-get install --no-install-recommends prometheus (as .ci/run does)`,
    ).toBeUndefined();
    // Fill the series that appear only once something happened: requests, an ingest, a job run, a check.
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await postShares(app, "promtool-b1", [{ ts: "2026-03-02T09:59:00Z" }])).statusCode).toBe(200);
    await checkLedger(ctx.database.db, clock);
    const res = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    for (const name of droppedDefaultMetrics) expect(res.body).not.toContain(`# TYPE ${name} `);
    expect(res.body).toContain("# TYPE nodejs_active_handles gauge");
    const lint = spawnSync(promtool, ["check", "metrics"], { input: res.body, encoding: "utf8" });
    expect(`${lint.stdout}${lint.stderr}`.trim()).toBe("");
    expect(lint.status).toBe(0);
  });
});
