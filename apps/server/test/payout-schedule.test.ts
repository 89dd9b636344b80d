import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { loadConfig } from "../src/config";
import { runScheduledPayouts } from "../src/jobs/payout-daily";
import { balancesOf } from "../src/modules/ledger/ledger.service";
import { minerAccount } from "../src/modules/ledger/ledger-accounts";
import { buildTestApp, useTestDatabase } from "./helper";
import { credit, platformStaff, poolOfMiner, walletWith } from "./payouts-helper";
import { type TestSession, tokenHeaders } from "./product-session";
import { api, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T09:00:00Z");
const levels = { LOW: 3, MEDIUM: 7, HIGH: 20 };
let app: App;
let staff: TestSession;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, env: { PAYOUT_FEE_LEVELS: "LOW=3,MEDIUM=7,HIGH=20" } });
  staff = await platformStaff(app, ctx.database.db, clock, "schedule-staff@example.com");
});
afterAll(() => app.close());

const call = (s: TestSession | null, method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
  app.inject({
    method,
    url: `${api}/platform/payouts/schedule${url}`,
    headers: s ? tokenHeaders(s) : {},
    payload,
  });

describe("the payout schedule", () => {
  it("is made on first read: 14:00 UTC, MEDIUM, the level's fee from config", async () => {
    const res = await call(staff, "GET", "");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        time_utc: "14:00",
        fee_level: "MEDIUM",
        fee_per_vbyte: 7,
        fee_per_vbyte_override: null,
        level_fees: levels,
      },
    });
  });

  it("changes the fields given; a fee override wins until it is deleted", async () => {
    const put = await call(staff, "PUT", "/current", { time_utc: "15:30", fee_level: "HIGH" });
    expect(put.json().data).toMatchObject({ time_utc: "15:30", fee_level: "HIGH", fee_per_vbyte: 20 });
    const fee = await call(staff, "PUT", "/current", { fee_per_vbyte: 11 });
    expect(fee.json().data).toMatchObject({
      time_utc: "15:30",
      fee_per_vbyte: 11,
      fee_per_vbyte_override: 11,
    });
    const dropped = await call(staff, "DELETE", "/current/fee-per-vbyte");
    expect(dropped.json().data).toMatchObject({
      fee_level: "HIGH",
      fee_per_vbyte: 20,
      fee_per_vbyte_override: null,
    });
    await call(staff, "PUT", "/current", { fee_per_vbyte: 12 });
  });

  it("refuses bad values (400), non-platform users, accountants' changes and viewers (403), anonymous (401)", async () => {
    for (const body of [{ time_utc: "24:00" }, { fee_level: "TURBO" }, { fee_per_vbyte: 0 }]) {
      expect((await call(staff, "PUT", "/current", body)).statusCode).toBe(400);
    }
    const { session } = await ownerOf(
      app,
      ctx.database.db,
      clock,
      "schedule-nobody@example.com",
      "schednobody",
    );
    expect((await call(session, "GET", "")).statusCode).toBe(403);
    expect((await call(session, "PUT", "/current", { fee_level: "LOW" })).statusCode).toBe(403);
    expect((await call(null, "GET", "")).statusCode).toBe(401);
    expect((await call(null, "DELETE", "/current/fee-per-vbyte")).statusCode).toBe(401);
    const accountant = await platformStaff(
      app,
      ctx.database.db,
      clock,
      "schedule-books@example.com",
      "accountant",
    );
    expect((await call(accountant, "GET", "")).statusCode).toBe(200);
    expect((await call(accountant, "DELETE", "/current/fee-per-vbyte")).statusCode).toBe(403);
    const viewer = await platformStaff(app, ctx.database.db, clock, "schedule-viewer@example.com", "viewer");
    expect((await call(viewer, "GET", "")).statusCode).toBe(403);
  });
});

describe("the scheduled payout job", () => {
  it("runs today's payouts once the schedule's time has come, with its fee, then no more that day", async () => {
    const db = ctx.database.db;
    const { minerId } = await ownerOf(app, db, clock, "schedule-miner@example.com", "schedminer");
    const poolId = await poolOfMiner(db, minerId);
    await walletWith(db, minerId, {
      min: 10_000n,
      address: "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
      pausedUntil: new Date("2026-03-01T00:00:00Z"),
    });
    await credit(db, clock, minerId, 54_321n);
    clock.set("2026-03-02T15:29:59Z");
    expect(await runScheduledPayouts(db, clock, levels)).toEqual({ ran: false });
    clock.set("2026-03-02T15:30:00Z");
    expect(await runScheduledPayouts(db, clock, levels)).toEqual({
      ran: true,
      value: { day: "2026-03-02", payouts: 1, amount: 54_321n },
    });
    await credit(db, clock, minerId, 20_000n);
    clock.set("2026-03-02T15:31:00Z");
    expect(await runScheduledPayouts(db, clock, levels)).toEqual({ ran: false });
    expect(await balancesOf(db, [minerAccount(poolId, minerId)])).toEqual([20_000n]);
    const list = await app.inject({
      url: `${api}/platform/payouts/blockchain-requests`,
      headers: tokenHeaders(staff),
    });
    expect(list.json().data[0]).toMatchObject({ amount: 54_321, fee_level: "HIGH", fee_per_vbyte: 12 });
  });

  it("reads PAYOUT_FEE_LEVELS from the environment and refuses a malformed value", () => {
    expect(loadConfig({ NODE_ENV: "test" }).payoutFeeLevels).toEqual({ LOW: 2, MEDIUM: 6, HIGH: 15 });
    expect(() => loadConfig({ NODE_ENV: "test", PAYOUT_FEE_LEVELS: "LOW=2" })).toThrow(
      /Invalid PAYOUT_FEE_LEVELS/,
    );
  });
});
