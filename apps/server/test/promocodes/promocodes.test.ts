import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { platformStaff } from "../payouts-helper";
import { type TestSession, tokenHeaders } from "../product-session";
import { api, ownerOf } from "../watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-02T09:00:00Z");
let app: App;
let owner: TestSession;
let accountant: TestSession;
let miner: TestSession;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  owner = await platformStaff(app, ctx.database.db, clock, "promo-owner@example.com", "owner");
  accountant = await platformStaff(app, ctx.database.db, clock, "promo-accountant@example.com", "accountant");
  ({ session: miner } = await ownerOf(app, ctx.database.db, clock, "promo-miner@example.com", "promominer"));
});
afterAll(() => app.close());

const call = (s: TestSession | null, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  app.inject({ method, url: `${api}/platform/promocodes${url}`, headers: s ? tokenHeaders(s) : {}, payload });

const base = {
  code: "welcome-2026",
  effective_from: "2026-03-01",
  effective_to: "2026-12-31",
  type: "welcome",
  fee_type: "rel",
  fee_value: "0.25",
  usage_limit: 10,
  duration_days: 30,
};

describe("platform promo codes", () => {
  let id = "";

  it("creates a code (upper-cased, fee as percent), reads it and lists it with used = 0", async () => {
    const res = await call(owner, "POST", "", { ...base, allowed_users: ["Promo-Miner@example.com"] });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      code: "WELCOME-2026",
      status: "active",
      fee_value: "0.25",
      duration_days: 30,
      perpetual: false,
      allowed_users: ["promo-miner@example.com"],
      used: 0,
    });
    id = data.id;
    const one = await call(accountant, "GET", `/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.code).toBe("WELCOME-2026");
    const list = await call(accountant, "GET", "?search=come&type=welcome&status=active");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, per_page: 20 });
    expect((await call(owner, "GET", "?type=loyalty")).json().total).toBe(0);
    expect((await call(owner, "GET", "?search=nope")).json().total).toBe(0);
    expect((await call(owner, "GET", "?per_page=101")).statusCode).toBe(400);
    expect((await call(owner, "GET", `/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses a taken code (409) and an allowed e-mail of no user (400)", async () => {
    const dup = await call(owner, "POST", "", { ...base, code: "Welcome-2026" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe("promocode_already_exists");
    const nobody = await call(owner, "POST", "", {
      ...base,
      code: "OTHER-1",
      allowed_users: ["promo-owner@example.com", "ghost@example.com"],
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({
      code: "promocode_users_not_found",
      fields: [{ name: "allowed_users", text: "invalid_input" }],
    });
    expect(nobody.json().message).toContain("ghost@example.com");
    expect(nobody.json().message).not.toContain("promo-owner@example.com");
  });

  it("answers field errors for dates, duration and values", async () => {
    const fieldsOf = async (body: object) => {
      const res = await call(owner, "POST", "", { ...base, code: "FIELDS-1", ...body });
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fieldsOf({ effective_to: "2026-02-28" })).toEqual([
      { name: "effective_to", text: "min_threshold" },
    ]);
    expect(await fieldsOf({ perpetual: true })).toEqual([{ name: "duration_days", text: "invalid_input" }]);
    expect(await fieldsOf({ duration_days: null })).toEqual([{ name: "duration_days", text: "required" }]);
    expect(await fieldsOf({ fee_value: "100.0001" })).toEqual([{ name: "fee_value", text: "max_threshold" }]);
    for (const bad of [
      { duration_days: 3651 },
      { usage_limit: 0 },
      { user_usage_limit: 1001 },
      { code: "ab" },
      { code: "bad code!" },
      { fee_value: "0.00001" },
      { description: "x".repeat(1001) },
    ]) {
      expect((await call(owner, "POST", "", { ...base, ...bad })).statusCode).toBe(400);
    }
    const perpetual = await call(owner, "POST", "", {
      ...base,
      code: "FOREVER",
      duration_days: null,
      perpetual: true,
      effective_to: null,
    });
    expect(perpetual.statusCode).toBe(201);
    expect(perpetual.json().data).toMatchObject({ perpetual: true, duration_days: null, effective_to: null });
  });

  it("changes fields with PUT; a code of another row is refused", async () => {
    const res = await call(owner, "PUT", `/${id}`, {
      ...base,
      code: "LOYAL-7",
      type: "loyalty",
      status: "inactive",
      fee_type: "abs",
      fee_value: "0.5",
      description: "Loyal miners",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      code: "LOYAL-7",
      type: "loyalty",
      status: "inactive",
      fee_type: "abs",
      fee_value: "0.5",
      description: "Loyal miners",
      allowed_users: [],
    });
    expect((await call(owner, "PUT", `/${id}`, { ...base, code: "forever" })).statusCode).toBe(409);
    expect((await call(owner, "PUT", `/${crypto.randomUUID()}`, base)).statusCode).toBe(404);
  });

  it("generates a free readable code", async () => {
    const res = await call(owner, "POST", "/generate");
    expect(res.statusCode).toBe(200);
    const { code } = res.json().data;
    expect(code).toMatch(/^PH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await call(owner, "GET", `?search=${code}`)).json().total).toBe(0);
    expect((await call(owner, "POST", "", { ...base, code })).statusCode).toBe(201);
  });

  it("lets the platform accountant read but not write; refuses a miner owner (403) and anonymous (401)", async () => {
    expect((await call(accountant, "GET", "")).statusCode).toBe(200);
    expect((await call(accountant, "POST", "", { ...base, code: "ACC-1" })).statusCode).toBe(403);
    expect((await call(accountant, "PUT", `/${id}`, base)).statusCode).toBe(403);
    expect((await call(accountant, "POST", "/generate")).statusCode).toBe(403);
    expect((await call(miner, "GET", "")).statusCode).toBe(403);
    expect((await call(miner, "GET", `/${id}`)).statusCode).toBe(403);
    expect((await call(miner, "POST", "", { ...base, code: "MINER-1" })).statusCode).toBe(403);
    expect((await call(null, "GET", "")).statusCode).toBe(401);
    expect((await call(null, "POST", "/generate")).statusCode).toBe(401);
    expect((await call(null, "PUT", `/${id}`, base)).statusCode).toBe(401);
  });
});
