import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, workers } from "../../src/db/schema";
import { sweepWorkerStatuses } from "../../src/jobs/worker-status-sweep";
import { buildTestApp, useTestDatabase } from "../helper";
import { postShares } from "./shares";
import { api, headersOf } from "./workers-fixture";

// A status's "since" is when the worker entered it (issue 41 item 7), not when a sweep or a start wrote it.
const ctx = useTestDatabase({ demo: true });
const t0 = Date.parse("2026-03-02T10:00:00Z");
const minute = 60_000;
const day = 24 * 60 * minute;
const at = (ms: number) => new Date(t0 + ms).toISOString();
const clock = new TestClock(at(0));
let app: App;
let aliceId = "";

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const [alice] = await ctx.database.db.select().from(miners).where(eq(miners.accountName, "alice"));
  aliceId = alice?.id ?? "";
});
afterAll(() => app.close());

async function sweepAt(ms: number) {
  clock.set(at(ms));
  await sweepWorkerStatuses(ctx.database.db, clock);
}
async function share(batch: string, worker: string, ms: number) {
  clock.set(at(ms));
  const res = await postShares(app, batch, [{ worker, ts: at(ms) }]);
  expect(res.statusCode, res.body).toBe(200);
}
/** The row of `worker` in alice's worker list, as the page gets it. */
async function listed(worker: string, status: string) {
  const headers = await headersOf(ctx.database.db, clock, "miner@pithead.test");
  const res = await app.inject({
    url: `${api}/miners/${aliceId}/workers?status=${status}&name=${worker}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json().data.find((w: { name: string }) => w.name === worker);
  return row ? { status: row.status, since: row.status_changed_at } : undefined;
}

describe("a worker status's since", () => {
  it("is last share + 24 h 10 min for a worker off three days, and stays so after a restart", async () => {
    await share("since-off-1", "s9-old", 0);
    await sweepAt(minute);
    expect(await listed("s9-old", "stable")).toEqual({ status: "stable", since: at(0) });

    await sweepAt(3 * day);
    expect(await listed("s9-old", "off")).toEqual({ status: "off", since: at(day + 10 * minute) });

    // A restart: a new app on the same database, its first sweeps.
    await app.close();
    app = await buildTestApp(ctx.database, { clock });
    await sweepAt(3 * day + minute);
    await sweepAt(3 * day + 2 * minute);
    expect(await listed("s9-old", "off")).toEqual({ status: "off", since: at(day + 10 * minute) });
  });

  it("is last share + 10 min when unavailable, and the first share after the silence when back", async () => {
    const base = 4 * day;
    await share("since-back-1", "rebooter", base);
    await sweepAt(base + 30 * minute);
    expect(await listed("rebooter", "unavailable")).toEqual({
      status: "unavailable",
      since: at(base + 10 * minute),
    });
    // Back at 10:40:30 (one share in its minute, so its time is known exactly), seen by the 10:43 sweep.
    await share("since-back-2", "rebooter", base + 40 * minute + 30_000);
    await share("since-back-3", "rebooter", base + 41 * minute + 10_000);
    await share("since-back-4", "rebooter", base + 41 * minute + 50_000);
    await sweepAt(base + 43 * minute);
    expect(await listed("rebooter", "stable")).toEqual({
      status: "stable",
      since: at(base + 40 * minute + 30_000),
    });
  });

  it("dates a return in a busy minute at that minute's start", async () => {
    const base = 5 * day;
    await share("since-busy-1", "busy", base);
    await sweepAt(base + 20 * minute);
    clock.set(at(base + 26 * minute));
    await postShares(app, "since-busy-2", [
      { worker: "busy", ts: at(base + 25 * minute + 20_000) },
      { worker: "busy", ts: at(base + 25 * minute + 40_000) },
    ]);
    await sweepAt(base + 27 * minute);
    expect(await listed("busy", "stable")).toEqual({ status: "stable", since: at(base + 25 * minute) });
  });

  it("is repaired by migration 0034 where it held the time of a write", async () => {
    const db = ctx.database.db;
    // The old behaviour: every worker's since is the time the demo started.
    await db.execute(sql`update workers set status_changed_at = ${at(6 * day)}::timestamptz`);
    const migration = readFileSync(
      new URL("../../src/db/migrations/0034_worker_status_since_and_silence.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (/^\s*(--.*\n)*\s*UPDATE/.test(statement)) await db.execute(sql.raw(statement));
    }
    const rows = await db.select().from(workers);
    const byName = new Map(rows.map((w) => [w.name, w]));
    // Off and unavailable from the last share; a stable worker with status events keeps the sweep's time.
    expect(byName.get("s9-old")?.statusChangedAt.toISOString()).toBe(at(day + 10 * minute));
    expect(byName.get("busy")?.statusChangedAt.toISOString()).toBe(at(6 * day));
    for (const w of rows) {
      if (w.status === "stable") continue;
      const limit = { unavailable: 10 * minute, off: day + 10 * minute, removed: 7 * day + 10 * minute }[
        w.status as "unavailable" | "off" | "removed"
      ];
      expect(w.statusChangedAt.getTime(), w.name).toBe(w.lastShareAt.getTime() + limit);
    }
  });
});
