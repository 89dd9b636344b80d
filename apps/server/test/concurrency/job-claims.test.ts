import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TestClock } from "../../src/clock";
import { isDatabaseUnavailable } from "../../src/db/unavailable";
import { runOnce } from "../../src/jobs/run-once";
import { holdTransaction, useTestDatabase } from "../helper";

/**
 * Two processes start the same job period (WEB_CONCURRENCY=2, two machines): the second must skip, whatever
 * the first's run takes, never wait on its claim past `lock_timeout` and fail; a failed run is tried again.
 */
const ctx = useTestDatabase({ demo: false, limits: { lockTimeoutMs: 300 } });
const clock = new TestClock("2026-03-02T10:00:00Z");

describe("job claims under a short lock_timeout", () => {
  it("a second start during a long run skips at once, without an error", async () => {
    const db = ctx.database.db;
    let runs = 0;
    const first = runOnce(db, clock, "long-job", "p1", async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 1_200));
    });
    await new Promise((r) => setTimeout(r, 200));
    const began = performance.now();
    const second = await runOnce(db, clock, "long-job", "p1", async () => {
      runs += 1;
    });
    expect(second).toEqual({ ran: false, underWay: true });
    expect(performance.now() - began).toBeLessThan(1_000);
    expect(await first).toEqual({ ran: true, value: undefined });
    expect(runs).toBe(1);
    expect(await runOnce(db, clock, "long-job", "p1", async () => {})).toEqual({ ran: false });
  });

  it("a run that fails leaves its period to the next start", async () => {
    const db = ctx.database.db;
    await expect(
      runOnce(db, clock, "failing-job", "p1", async () => {
        throw new Error("the run fails");
      }),
    ).rejects.toThrow("the run fails");
    expect(await runOnce(db, clock, "failing-job", "p1", async () => "second try")).toEqual({
      ran: true,
      value: "second try",
    });
  });

  it("a job waits on another's lock past the requests' lock_timeout; a request-like transaction does not", async () => {
    const db = ctx.database.db;
    const lock = sql`select pg_advisory_xact_lock(${0x5057_00ff}::int, 1)`;
    const other = holdTransaction(db, lock);
    await other.holding;
    const request = db.transaction((tx) => tx.execute(lock)).catch((err: unknown) => err);
    const job = runOnce(db, clock, "waiting-job", "p1", async (tx) => {
      await tx.execute(lock);
      return "ran";
    });
    await new Promise((r) => setTimeout(r, 800));
    await other.release();
    expect(isDatabaseUnavailable(await request)).toBe(true);
    expect(await job).toEqual({ ran: true, value: "ran" });
  });
});
