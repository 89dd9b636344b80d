import { identityInfoSchema } from "@pithead/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { miners, operators, permissions, platformAccounts, pools, users } from "../src/db/schema";
import { identityLanguage } from "../src/modules/identity/identity.api";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let miner: TestSession;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  miner = await sessionFor(ctx.database.db, clock, "miner@pithead.test");
});
afterAll(() => app.close());

const unauthorized = { code: "unauthorized", message: "Authentication required" };

describe("GET /api/backend/v0.1/identity", () => {
  it("answers the demo miner's user, accounts, sign-in methods and wallets", async () => {
    const res = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(miner) });
    expect(res.statusCode).toBe(200);
    identityInfoSchema.parse(res.json());
    const [alice] = await ctx.database.db.select().from(miners).where(eq(miners.accountName, "alice"));
    expect(res.json()).toEqual({
      user: { id: miner.identityId, email: "miner@pithead.test", language: "en" },
      // The permission's id is the account's id: the SPA saves it as the active account.
      permissions: [
        {
          id: alice?.id,
          type: "miner",
          account_name: "alice",
          role: "owner",
          sections: [
            "section_workers_read",
            "section_payments_read",
            "section_virtual_mining_read",
            "section_referrals_read",
            "section_permissions_read",
          ],
        },
      ],
      credentials: { password: true, totp: false, lookup_secret: false, webauthn: false },
      wallets: [],
    });
  });

  it("accepts the session cookie, X-Session-Token and Authorization: Bearer alike", async () => {
    const ids = [];
    for (const headers of [
      { cookie: `theme=dark; ${miner.cookie}` },
      { "x-session-token": miner.token },
      { authorization: `Bearer ${miner.token}` },
    ]) {
      const res = await app.inject({ url: "/api/backend/v0.1/identity", headers });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().user.id);
    }
    expect(ids).toEqual([miner.identityId, miner.identityId, miner.identityId]);
  });

  it("prefers the token to the cookie, as Kratos's whoami does; the Bearer scheme ignores case", async () => {
    const other = await sessionFor(ctx.database.db, clock, "other@example.com");
    const both = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { cookie: miner.cookie, "x-session-token": other.token },
    });
    expect(both.json().user.id).toBe(other.identityId);
    const lower = await app.inject({
      url: "/api/backend/v0.1/identity",
      headers: { authorization: `bearer ${other.token}` },
    });
    expect(lower.json().user.id).toBe(other.identityId);
  });

  it("answers 401 unauthorized without a session, with an unknown one and after it expired", async () => {
    const url = "/api/backend/v0.1/identity";
    const cases = [
      {},
      { cookie: "ory_kratos_session=nope" },
      { "x-session-token": "ory_st_unknown" },
      { authorization: "Basic abc" },
    ];
    for (const headers of cases) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
    const later = await sessionFor(ctx.database.db, clock, "expiring@example.com");
    clock.advance(25 * 3600_000);
    const res = await app.inject({ url, headers: tokenHeaders(later) });
    clock.advance(-25 * 3600_000);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });

  it("makes the product user on the first request, language from the identity's traits", async () => {
    const fresh = await sessionFor(ctx.database.db, clock, "Newcomer@Example.com", { language: "ru" });
    const res = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(fresh) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: fresh.identityId, email: "newcomer@example.com", language: "ru" },
      permissions: [],
    });
    const rows = await ctx.database.db.select().from(users).where(eq(users.identityId, fresh.identityId));
    expect(rows).toHaveLength(1);
  });

  it("orders accounts pool, operator, miner, platform with their names, roles and sections", async () => {
    const s = await sessionFor(ctx.database.db, clock, "staff@example.com");
    await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.identityId, s.identityId));
    const [pool] = await db.select().from(pools).where(eq(pools.name, "Pithead"));
    const [operator] = await db.select().from(operators).where(eq(operators.operatorName, "northhub"));
    const [platform] = await db.select().from(platformAccounts);
    const [alice] = await db.select().from(permissions).where(eq(permissions.type, "miner"));
    if (!user || !pool || !operator || !platform || !alice?.minerId) throw new Error("demo data missing");
    await db.insert(permissions).values([
      { userId: user.id, type: "platform", platformAccountId: platform.id, role: "admin" },
      {
        userId: user.id,
        type: "miner",
        minerId: alice.minerId,
        role: "viewer",
      },
      { userId: user.id, type: "operator", operatorId: operator.id, role: "accountant" },
      { userId: user.id, type: "pool", poolId: pool.id, role: "manager" },
    ]);
    const res = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    const mining = ["section_workers_read"];
    const money = ["section_payments_read", "section_virtual_mining_read", "section_referrals_read"];
    const admin = [...mining, ...money, "section_permissions_read"];
    const stripped = res.json().permissions.map(({ id, ...rest }: { id: string }) => rest);
    expect(stripped).toEqual([
      { type: "pool", pool_name: "Pithead", role: "manager", sections: [...mining, ...money] },
      { type: "operator", operator_name: "northhub", role: "accountant", sections: money },
      { type: "miner", account_name: "alice", role: "viewer", sections: mining },
      { type: "platform", platform_name: "pithead-platform", role: "admin", sections: admin },
    ]);
  });

  it("asks an aal1 session of an identity with a second factor for it, and shows the factor at aal2", async () => {
    const weak = await sessionFor(ctx.database.db, clock, "twofactor@example.com", { totp: true });
    const refused = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(weak) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "mfa_required", message: "Additional authentication required" });
    const s = await sessionFor(ctx.database.db, clock, "twofactor@example.com", { aal: "aal2", totp: true });
    const res = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    expect(res.statusCode).toBe(200);
    expect(res.json().credentials).toEqual({
      password: true,
      totp: true,
      lookup_secret: false,
      webauthn: false,
    });
  });
});

describe("PUT /api/backend/v0.1/identity/language", () => {
  const url = "/api/backend/v0.1/identity/language";

  it("stores the language: 204, then GET identity shows it", async () => {
    const s = await sessionFor(ctx.database.db, clock, "polyglot@example.com");
    const res = await app.inject({
      method: "PUT",
      url,
      headers: tokenHeaders(s),
      payload: { language: "cn" },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const after = await app.inject({ url: "/api/backend/v0.1/identity", headers: tokenHeaders(s) });
    expect(after.json().user.language).toBe("cn");
    // The identity keeps it too: its mails (recovery, verification) follow the user's language.
    expect(await identityLanguage(ctx.database.db, s.identityId)).toBe("cn");
  });

  it("answers 400 with the field for a language the pool does not offer", async () => {
    const res = await app.inject({
      method: "PUT",
      url,
      headers: tokenHeaders(miner),
      payload: { language: "de" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "validation_failed",
      message: "Request validation failed",
      fields: [{ name: "language", text: "invalid_input" }],
    });
  });

  it("answers 401 without a session, before looking at the body", async () => {
    const res = await app.inject({ method: "PUT", url, payload: { language: "xx" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(unauthorized);
  });
});

describe("identity/{id}/navigation", () => {
  const url = (id: string) => `/api/backend/v0.1/identity/${id}/navigation`;

  it("starts empty, stores an object and answers it back", async () => {
    const s = await sessionFor(ctx.database.db, clock, "navigator@example.com");
    const first = await app.inject({ url: url(s.identityId), headers: tokenHeaders(s) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({});
    const state = { active_account: "6f1c", collapsed: true, recent: ["workers", "payments"] };
    const put = await app.inject({
      method: "PUT",
      url: url(s.identityId),
      headers: tokenHeaders(s),
      payload: state,
    });
    expect(put.statusCode).toBe(204);
    const again = await app.inject({ url: url(s.identityId), headers: tokenHeaders(s) });
    expect(again.json()).toEqual(state);
  });

  it("answers 403 access_denied for another identity's navigation", async () => {
    const denied = { code: "access_denied", message: "This is another user's data" };
    const get = await app.inject({ url: url("someone-else"), headers: tokenHeaders(miner) });
    expect(get.statusCode).toBe(403);
    expect(get.json()).toEqual(denied);
    const put = await app.inject({
      method: "PUT",
      url: url("someone-else"),
      headers: tokenHeaders(miner),
      payload: {},
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual(denied);
  });

  it("answers 400 for a state nested 10,000 deep, and keeps one as deep as 4096 bytes allow", async () => {
    const put = (payload: string) =>
      app.inject({
        method: "PUT",
        url: url(miner.identityId),
        headers: { ...tokenHeaders(miner), "content-type": "application/json" },
        payload,
      });
    const deep = await put(`${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ fields: [{ name: "body", text: "length_out_of_range" }] });
    const fits = await put(`{"a":${"[".repeat(2000)}${"]".repeat(2000)}}`);
    expect(fits.statusCode).toBe(204);
  });

  it("answers 400 for a state over 4096 bytes or one that is not an object", async () => {
    const big = await app.inject({
      method: "PUT",
      url: url(miner.identityId),
      headers: tokenHeaders(miner),
      payload: { blob: "x".repeat(4100) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({
      code: "validation_failed",
      message: "Navigation state is larger than 4096 bytes",
      fields: [{ name: "body", text: "length_out_of_range" }],
    });
    const list = await app.inject({
      method: "PUT",
      url: url(miner.identityId),
      headers: tokenHeaders(miner),
      payload: [1, 2],
    });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toMatchObject({
      code: "validation_failed",
      fields: [{ name: "body", text: "invalid_input" }],
    });
  });

  it("answers 401 without a session", async () => {
    for (const method of ["GET", "PUT"] as const) {
      const res = await app.inject({
        method,
        url: url(miner.identityId),
        payload: method === "PUT" ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});
