import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { createMinerLink } from "../watchers-helper";
import { api, headersOf, poolAndOperator } from "./money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
const ids = { alice: "", customer: "", operatorId: "", poolId: "" };
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  Object.assign(ids, await poolAndOperator(db));
  const idOf = async (name: string) =>
    (await db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, name)))[0]?.id ?? "";
  ids.alice = await idOf("alice");
  ids.customer = await idOf("northhub01");
  for (const who of ["pool", "operator", "miner", "platform"]) {
    h[who] = tokenHeaders(await sessionFor(db, clock, `${who}@pithead.test`));
  }
  h.stranger = await headersOf(db, clock, "stranger@fees.test");
  h.viewer = await headersOf(db, clock, "viewer@fees.test", { type: "miner", id: ids.alice, role: "viewer" });
  h.hidden = await headersOf(db, clock, "customer@fees.test", {
    type: "miner",
    id: ids.customer,
    role: "manager",
  });
  await db.update(miners).set({ totalFeeHide: true }).where(eq(miners.id, ids.customer));
  const minerSession = await sessionFor(db, clock, "miner@pithead.test");
  const link = async (permissions: string[]) =>
    (await createMinerLink(app, minerSession, ids.alice, { label: permissions.join(), permissions })).json()
      .token;
  h.watcherPayments = { "x-watcher-token": await link(["payments"]) };
  h.watcherDashboard = { "x-watcher-token": await link(["dashboard"]) };
});
afterAll(() => app.close());

const post = (url: string, headers: Record<string, string> | undefined, payload: object) =>
  app.inject({ method: "POST", url: `${api}/${url}`, headers, payload });
const get = (url: string, headers?: Record<string, string>) => app.inject({ url: `${api}/${url}`, headers });
const field = (name: string, text: string) => ({ code: "validation_failed", fields: [{ name, text }] });

describe("POST miners/{id}/fees", () => {
  it("lets the pool's owner and the platform set a miner's fee, kept exactly (string or number)", async () => {
    const res = await post(`miners/${ids.alice}/fees`, h.pool, {
      percent: "0.25",
      start_date: "2026-03-10",
      comment: "vip",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      percent: "0.25",
      start_date: "2026-03-10",
      end_date: null,
      comment: "vip",
    });
    const byPlatform = await post(`miners/${ids.alice}/fees`, h.platform, {
      percent: 0.29,
      start_date: "2026-04-01",
      end_date: "2026-04-30",
    });
    expect(byPlatform.statusCode).toBe(201);
    expect(byPlatform.json().data).toMatchObject({ percent: "0.29", end_date: "2026-04-30", comment: "" });
  });

  it("refuses the miner's own owner (403), anonymous (401), a watcher (403) and 2FA users at aal1", async () => {
    const body = { percent: "1", start_date: "2026-03-10" };
    expect((await post(`miners/${ids.alice}/fees`, h.miner, body)).statusCode).toBe(403);
    expect((await post(`miners/${ids.alice}/fees`, h.stranger, body)).statusCode).toBe(403);
    expect((await post(`miners/${ids.alice}/fees`, undefined, body)).statusCode).toBe(401);
    expect((await post(`miners/${ids.alice}/fees`, h.watcherPayments, body)).statusCode).toBe(403);
    const db = ctx.database.db;
    const twoFactor = await headersOf(
      db,
      clock,
      "pool2fa@fees.test",
      { type: "pool", id: ids.poolId, role: "admin" },
      { totp: true },
    );
    const res = await post(`miners/${ids.alice}/fees`, twoFactor, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("mfa_required");
  });

  it("answers field errors: more than 4 decimals, above 100, a start in the past, an end before the start", async () => {
    const url = `miners/${ids.alice}/fees`;
    expect((await post(url, h.pool, { percent: "0.12345", start_date: "2026-03-10" })).json()).toMatchObject(
      field("percent", "match_invalid"),
    );
    expect((await post(url, h.pool, { percent: "100.5", start_date: "2026-03-10" })).json()).toMatchObject(
      field("percent", "max_threshold"),
    );
    expect((await post(url, h.pool, { percent: "1", start_date: "2026-03-09" })).json()).toMatchObject(
      field("start_date", "min_threshold"),
    );
    const backwards = await post(url, h.pool, {
      percent: "1",
      start_date: "2026-03-12",
      end_date: "2026-03-11",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject(field("end_date", "min_threshold"));
    expect((await post(url, h.pool, { start_date: "2026-03-12" })).json()).toMatchObject(
      field("percent", "required"),
    );
  });
});

describe("GET miners/{id}/fees and fees/current", () => {
  it("lists the periods and the fee in force today for readers of the payments section", async () => {
    for (const who of ["miner", "pool"]) {
      const res = await get(`miners/${ids.alice}/fees`, h[who]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((f: { percent: string }) => f.percent)).toEqual(["0.29", "0.25"]);
    }
    const current = await get(`miners/${ids.alice}/fees/current`, h.miner);
    expect(current.json()).toEqual({
      data: {
        day: "2026-03-10",
        percent: "0.25",
        pool_percent: "0.25",
        pool_source: "miner",
        operator_percent: "0",
        hidden: false,
      },
    });
  });

  it("refuses a viewer, another user, any watcher link (403) and anonymous (401); 400 on a bad id", async () => {
    for (const path of ["fees", "fees/current"]) {
      // Fees are no watcher section (SPEC section 6), even for a link that shares payments.
      for (const who of ["viewer", "stranger", "watcherPayments", "watcherDashboard"]) {
        expect((await get(`miners/${ids.alice}/${path}`, h[who])).statusCode).toBe(403);
      }
      expect((await get(`miners/${ids.alice}/${path}`)).statusCode).toBe(401);
      expect((await get(`miners/nope/${path}`, h.miner)).statusCode).toBe(400);
    }
  });
});

describe("operators/{id}/miners/{miner_id}/fees", () => {
  const url = () => `operators/${ids.operatorId}/miners/${ids.customer}/fees`;

  it("lets the operator's owner set its fee on a customer, not on another miner (404), not others (403)", async () => {
    const res = await post(url(), h.operator, { percent: "1", start_date: "2026-03-10" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ percent: "1" });
    const notCustomer = await post(`operators/${ids.operatorId}/miners/${ids.alice}/fees`, h.operator, {
      percent: "1",
      start_date: "2026-03-10",
    });
    expect(notCustomer.statusCode).toBe(404);
    expect((await post(url(), h.pool, { percent: "1", start_date: "2026-03-10" })).statusCode).toBe(403);
    expect((await post(url(), undefined, { percent: "1", start_date: "2026-03-10" })).statusCode).toBe(401);
    expect((await post(url(), h.operator, { percent: "-1", start_date: "2026-03-10" })).statusCode).toBe(400);
  });

  it("shows the total to the operator and the pool, and hides the operator's part under total_fee_hide", async () => {
    const full = { day: "2026-03-10", percent: "1.9", pool_percent: "0.9", pool_source: "pool_default" };
    for (const who of ["operator", "pool"]) {
      const res = await get(`${url()}/current`, h[who]);
      expect(res.json().data).toEqual({ ...full, operator_percent: "1", hidden: false });
      expect((await get(url(), h[who])).json().data).toHaveLength(1);
    }
    const hidden = await get(`${url()}/current`, h.hidden);
    expect(hidden.json().data).toEqual({ ...full, percent: null, operator_percent: null, hidden: true });
    expect((await get(url(), h.hidden)).statusCode).toBe(403);
    expect((await get(`miners/${ids.customer}/fees/current`, h.hidden)).json().data.percent).toBeNull();
  });

  it("refuses readers without the miner (403), anonymous (401), and a miner of no such operator (404)", async () => {
    expect((await get(url(), h.stranger)).statusCode).toBe(403);
    expect((await get(`${url()}/current`, h.miner)).statusCode).toBe(403);
    expect((await get(url())).statusCode).toBe(401);
    expect((await get(`operators/${ids.operatorId}/miners/${ids.alice}/fees`, h.pool)).statusCode).toBe(404);
  });
});
