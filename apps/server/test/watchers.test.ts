import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { users, watcherLinks } from "../src/db/schema";
import { permissionsRepository } from "../src/modules/accounts/permissions.repository";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";
import { api, createMinerLink, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
const publicUrl = "https://pool.example.com";

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, env: { PUBLIC_URL: publicUrl } });
});
afterAll(() => app.close());

const identityLinks = (s: TestSession, method: "GET" | "POST", payload?: object, id = s.identityId) =>
  app.inject({ method, url: `${api}/identity/${id}/watchers`, headers: tokenHeaders(s), payload });
const check = (token: string) => app.inject(`${api}/watchers/${token}`);
const denied = { code: "access_denied", message: expect.any(String) };

describe("making a watcher link", () => {
  it("answers the token once, with the link's URL; only its hash is stored", async () => {
    const { session, minerId } = await ownerOf(app, ctx.database.db, clock, "w1@example.com", "wone");
    const res = await identityLinks(session, "POST", { label: "Farm manager" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      label: "Farm manager",
      miners: [{ id: minerId, account_name: "wone" }],
      permissions: ["dashboard", "workers", "payments"],
      state: "active",
      created_at: "2026-03-02T10:00:00.000Z",
      expires_at: null,
      last_used_at: null,
      revoked_at: null,
      token: expect.stringMatching(/^[\w-]{43}$/),
      url: `${publicUrl}/watch/${body.token}`,
    });
    const [row] = await ctx.database.db.select().from(watcherLinks).where(eq(watcherLinks.id, body.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.token);
  });

  it("covers several of the caller's miners from identity/{id}/watchers, or the one of miners/{id}", async () => {
    const db = ctx.database.db;
    const { session, minerId } = await ownerOf(app, db, clock, "w2@example.com", "wtwo");
    const other = await ownerOf(app, db, clock, "w2b@example.com", "wtwob");
    await permissionsRepository(db).grant({
      userId: await userIdOf(session),
      type: "miner",
      accountId: other.minerId,
      role: "admin",
    });
    const both = await identityLinks(session, "POST", { label: "both", miner_ids: [minerId, other.minerId] });
    expect(both.json().miners.map((m: { account_name: string }) => m.account_name)).toEqual([
      "wtwo",
      "wtwob",
    ]);
    const one = await createMinerLink(app, session, other.minerId, {
      label: "one",
      permissions: ["workers"],
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ miners: [{ id: other.minerId }], permissions: ["workers"] });
  });

  it("refuses anonymous callers, another user's identity id, and miners that are not the caller's", async () => {
    const db = ctx.database.db;
    const a = await ownerOf(app, db, clock, "w3@example.com", "wthree");
    const b = await ownerOf(app, db, clock, "w3b@example.com", "wthreeb");
    const anonymous = await app.inject({
      method: "POST",
      url: `${api}/miners/${a.minerId}/watchers`,
      payload: { label: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await identityLinks(a.session, "POST", { label: "x" }, b.session.identityId)).json()).toEqual(
      denied,
    );
    const foreign = await identityLinks(a.session, "POST", { label: "x", miner_ids: [b.minerId] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(denied);
    const otherMiner = await createMinerLink(app, a.session, b.minerId, { label: "x" });
    expect(otherMiner.statusCode).toBe(403);
    expect(otherMiner.json()).toEqual(denied);
    const list = await app.inject({
      url: `${api}/miners/${b.minerId}/watchers`,
      headers: tokenHeaders(a.session),
    });
    expect(list.statusCode).toBe(403);
    const noMiner = await sessionFor(db, clock, "w3c@example.com");
    const none = await identityLinks(noMiner, "POST", { label: "x" });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ name: "miner_ids", text: "required" }]);
  });

  it("asks for the second factor when the identity has one and the session is aal1", async () => {
    const db = ctx.database.db;
    const weak = await ownerOf(app, db, clock, "w4@example.com", "wfour", { totp: true });
    const res = await createMinerLink(app, weak.session, weak.minerId, { label: "x" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "mfa_required", message: "Additional authentication required" });
    expect((await identityLinks(weak.session, "POST", { label: "x" })).json().code).toBe("mfa_required");
    const strong = await sessionFor(db, clock, "w4@example.com", { aal: "aal2", totp: true });
    expect((await createMinerLink(app, strong, weak.minerId, { label: "x" })).statusCode).toBe(200);
  });

  it("checks the label and the expiry", async () => {
    const { session, minerId } = await ownerOf(app, ctx.database.db, clock, "w5@example.com", "wfive");
    const cases: [object, object][] = [
      [{ label: "  " }, { name: "label", text: "required" }],
      [{ label: "x".repeat(65) }, { name: "label", text: "length_out_of_range" }],
      [
        { label: "x", expires_at: "2026-03-02T09:59:59Z" },
        { name: "expires_at", text: "min_threshold" },
      ],
      [
        { label: "x", expires_at: "2027-03-03T10:00:00Z" },
        { name: "expires_at", text: "max_threshold" },
      ],
      [
        { label: "x", permissions: ["settings"] },
        { name: "permissions.0", text: "invalid_input" },
      ],
      [
        { label: "x", permissions: Array.from({ length: 4 }, () => "dashboard") },
        { name: "permissions", text: "length_out_of_range" },
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await createMinerLink(app, session, minerId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toEqual([field]);
    }
  });
});

describe("bounds of the lists a link names", () => {
  it("refuses more than 1000 miner_ids, and a pid over 64 characters on watchers/{token}", async () => {
    const s = await sessionFor(ctx.database.db, clock, "w-bounds@example.com");
    const ids = Array.from({ length: 1001 }, () => "7d9f3c2e-1b4a-4c8d-9e6f-0a1b2c3d4e5f");
    const many = await identityLinks(s, "POST", { label: "x", miner_ids: ids });
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual([{ name: "miner_ids", text: "length_out_of_range" }]);
    const pid = await app.inject(`${api}/watchers/some-token?pid=${"p".repeat(65)}`);
    expect(pid.statusCode).toBe(400);
    expect(pid.json()).toMatchObject({
      code: "validation_failed",
      fields: [{ name: "pid", text: "length_out_of_range" }],
    });
  });
});

describe("lists, checks and revocation", () => {
  it("lists the links without their tokens, newest first and paged", async () => {
    const { session, minerId } = await ownerOf(app, ctx.database.db, clock, "w6@example.com", "wsix");
    const first = (await createMinerLink(app, session, minerId, { label: "first" })).json();
    clock.advance(1000);
    const second = (await identityLinks(session, "POST", { label: "second" })).json();
    const mine = await identityLinks(session, "GET");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(mine.json().items.map((l: { id: string }) => l.id)).toEqual([second.id, first.id]);
    expect(mine.body).not.toContain(first.token);
    expect(mine.body).not.toContain('"token"');
    const paged = await app.inject({
      url: `${api}/miners/${minerId}/watchers?page=2&per_page=1`,
      headers: tokenHeaders(session),
    });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, per_page: 1, items: [{ id: first.id }] });
    expect(paged.body).not.toContain(first.token);
    const { token: _, url: __, ...listed } = first;
    expect(paged.json().items[0]).toEqual(listed);
  });

  it("answers watchers/{token} with each miner as a permission and records the use once a minute", async () => {
    const { session, minerId } = await ownerOf(app, ctx.database.db, clock, "w7@example.com", "wseven");
    const link = (
      await createMinerLink(app, session, minerId, { label: "x", permissions: ["dashboard"] })
    ).json();
    const res = await check(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      permissions: [{ id: minerId, type: "miner", account_name: "wseven", sections: ["dashboard"] }],
    });
    const usedAt = clock.now().toISOString();
    const lastUsed = async () =>
      (await identityLinks(session, "GET")).json().items.find((l: { id: string }) => l.id === link.id)
        .last_used_at;
    expect(await lastUsed()).toBe(usedAt);
    clock.advance(30_000);
    await check(`${link.token}`);
    expect(await lastUsed()).toBe(usedAt);
    clock.advance(30_000);
    await check(link.token);
    expect(await lastUsed()).toBe(clock.now().toISOString());
    expect((await check("no-such-token")).json()).toMatchObject({ code: "not_found" });
  });

  it("a revoked link stops at once, by token or by id; a foreign link cannot be revoked", async () => {
    const db = ctx.database.db;
    const { session, minerId } = await ownerOf(app, db, clock, "w8@example.com", "weight");
    const stranger = await sessionFor(db, clock, "w8b@example.com");
    const a = (await createMinerLink(app, session, minerId, { label: "a" })).json();
    const b = (await createMinerLink(app, session, minerId, { label: "b" })).json();
    const del = (s: TestSession, name: string, id = s.identityId) =>
      app.inject({
        method: "DELETE",
        url: `${api}/identity/${id}/watchers/${name}`,
        headers: tokenHeaders(s),
      });
    expect((await del(stranger, a.token)).statusCode).toBe(404);
    expect((await del(stranger, a.token, session.identityId)).json()).toEqual(denied);
    expect((await check(a.token)).statusCode).toBe(200);
    expect((await del(session, a.token)).statusCode).toBe(204);
    expect((await check(a.token)).statusCode).toBe(404);
    expect((await del(session, b.id)).statusCode).toBe(204);
    expect((await check(b.token)).statusCode).toBe(404);
    const items = (await identityLinks(session, "GET")).json().items;
    expect(items[0]).toMatchObject({ state: "revoked", revoked_at: clock.now().toISOString() });
  });

  it("an owner revokes a link of the miner through miners/{id}/watchers/{watcherId}", async () => {
    const { session, minerId } = await ownerOf(app, ctx.database.db, clock, "w9@example.com", "wnine");
    const other = await ownerOf(app, ctx.database.db, clock, "w9b@example.com", "wnineb");
    const link = (await createMinerLink(app, session, minerId, { label: "a" })).json();
    const url = (id: string) => `${api}/miners/${id}/watchers/${link.id}`;
    const foreign = await app.inject({
      method: "DELETE",
      url: url(other.minerId),
      headers: tokenHeaders(other.session),
    });
    expect(foreign.statusCode).toBe(404);
    const res = await app.inject({ method: "DELETE", url: url(minerId), headers: tokenHeaders(session) });
    expect(res.statusCode).toBe(204);
    expect((await check(link.token)).statusCode).toBe(404);
  });

  it("an expired link answers 404 from its expiry on (the clock moved)", async () => {
    const { session, minerId } = await ownerOf(app, ctx.database.db, clock, "w10@example.com", "wten");
    const expiresAt = new Date(clock.now().getTime() + 86_400_000).toISOString();
    const link = (await createMinerLink(app, session, minerId, { label: "a", expires_at: expiresAt })).json();
    expect(link.expires_at).toBe(expiresAt);
    clock.advance(86_400_000 - 1);
    expect((await check(link.token)).statusCode).toBe(200);
    clock.advance(1);
    expect((await check(link.token)).statusCode).toBe(404);
    // The test session lasts a day too: sign in again to read the list.
    const again = await sessionFor(ctx.database.db, clock, "w10@example.com");
    const listed = (await identityLinks(again, "GET")).json().items[0];
    expect(listed).toMatchObject({ id: link.id, state: "expired" });
  });
});

async function userIdOf(session: TestSession): Promise<string> {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.identityId, session.identityId));
  if (!row) throw new Error("no user");
  return row.id;
}
