import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { users } from "../src/db/schema";
import { permissionsRepository } from "../src/modules/accounts/permissions.repository";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";
import { api, createMinerLink, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  // Test-only routes guarded like the dashboard, workers and payments endpoints (each names its watcher section).
  app.get(
    `${api}/test/miners/:id`,
    { config: { watcherSection: "dashboard" }, preHandler: app.requireMinerRead(idOf) },
    async () => ({ ok: true }),
  );
  app.get(
    `${api}/test/miners/:id/workers`,
    { config: { watcherSection: "workers" }, preHandler: app.requireMinerRead(idOf, "workers") },
    async () => ({ ok: true }),
  );
  // A miner read of no watcher section (as fees, the wallet, the mining report).
  app.get(`${api}/test/miners/:id/settings`, { preHandler: app.requireMinerRead(idOf) }, async () => ({
    ok: true,
  }));
  app.post(`${api}/test/miners/:id`, { preHandler: app.requireMinerRead(idOf) }, async () => ({ ok: true }));
});
afterAll(() => app.close());

const denied = { code: "access_denied", message: expect.any(String) };
const read = (minerId: string, headers: Record<string, string>, path = "") =>
  app.inject({ url: `${api}/test/miners/${minerId}${path}`, headers });

describe("X-Watcher-Token", () => {
  let owner: { session: TestSession; minerId: string };
  let outside: { session: TestSession; minerId: string };
  let token: string;
  let dashboardOnly: string;
  const watcher = (t: string) => ({ "x-watcher-token": t });

  beforeAll(async () => {
    owner = await ownerOf(app, ctx.database.db, clock, "a1@example.com", "aone");
    outside = await ownerOf(app, ctx.database.db, clock, "a2@example.com", "atwo");
    token = (await createMinerLink(app, owner.session, owner.minerId, { label: "all" })).json().token;
    dashboardOnly = (
      await createMinerLink(app, owner.session, owner.minerId, { label: "d", permissions: ["dashboard"] })
    ).json().token;
  });

  it("a watcher reads the miners of its link and nothing else", async () => {
    expect((await read(owner.minerId, watcher(token))).json()).toEqual({ ok: true });
    expect((await read(owner.minerId, watcher(token), "/workers")).statusCode).toBe(200);
    const other = await read(outside.minerId, watcher(token));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(denied);
    expect((await read(owner.minerId, {})).statusCode).toBe(401);
    expect((await read(owner.minerId, watcher("not-a-token"))).statusCode).toBe(401);
  });

  it("a link without a section does not open it", async () => {
    expect((await read(owner.minerId, watcher(dashboardOnly))).statusCode).toBe(200);
    const workers = await read(owner.minerId, watcher(dashboardOnly), "/workers");
    expect(workers.statusCode).toBe(403);
    expect(workers.json()).toEqual(denied);
  });

  it("a route of no watcher section refuses a link; a session beside it reads with its own rights", async () => {
    const alone = await read(owner.minerId, watcher(token), "/settings");
    expect(alone.statusCode).toBe(403);
    expect(alone.json()).toEqual(denied);
    expect((await read(owner.minerId, tokenHeaders(owner.session), "/settings")).statusCode).toBe(200);
    const withOwner = { ...tokenHeaders(owner.session), ...watcher(token) };
    expect((await read(owner.minerId, withOwner, "/settings")).statusCode).toBe(200);
    const withOutsider = { ...tokenHeaders(outside.session), ...watcher(token) };
    expect((await read(owner.minerId, withOutsider, "/settings")).json()).toEqual(denied);
  });

  it("any write with a watcher token answers 403, whatever the route", async () => {
    for (const [method, url] of [
      ["POST", `${api}/test/miners/${owner.minerId}`],
      ["POST", `${api}/miners`],
      ["DELETE", `${api}/miners/${owner.minerId}`],
      ["PUT", `${api}/identity/language`],
      ["POST", `${api}/no-such-route`],
    ] as const) {
      const res = await app.inject({ method, url, headers: watcher(token), payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: "access_denied", message: "A watcher link is read-only" });
    }
  });

  it("a watcher on a route that needs a session is refused, not asked to sign in", async () => {
    const res = await app.inject({ url: `${api}/identity`, headers: watcher(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
    const list = await app.inject({
      url: `${api}/miners/${owner.minerId}/watchers`,
      headers: watcher(token),
    });
    expect(list.statusCode).toBe(403);
  });

  it("a revoked link stops at once", async () => {
    const link = (await createMinerLink(app, owner.session, owner.minerId, { label: "short" })).json();
    expect((await read(owner.minerId, watcher(link.token))).statusCode).toBe(200);
    const del = await app.inject({
      method: "DELETE",
      url: `${api}/miners/${owner.minerId}/watchers/${link.id}`,
      headers: tokenHeaders(owner.session),
    });
    expect(del.statusCode).toBe(204);
    expect((await read(owner.minerId, watcher(link.token))).statusCode).toBe(401);
  });

  it("a signed-in user reads with a permission; a member needs the section; a session adds to a link", async () => {
    expect((await read(owner.minerId, tokenHeaders(owner.session))).statusCode).toBe(200);
    expect((await read(owner.minerId, tokenHeaders(outside.session))).json()).toEqual(denied);
    const viewer = await sessionFor(ctx.database.db, clock, "a3@example.com");
    await app.inject({ url: `${api}/identity`, headers: tokenHeaders(viewer) });
    const viewerUser = (await ctx.database.db.select().from(users)).find((u) => u.email === "a3@example.com");
    await permissionsRepository(ctx.database.db).grant({
      userId: viewerUser?.id ?? "",
      type: "miner",
      accountId: owner.minerId,
      role: "accountant",
    });
    expect((await read(owner.minerId, tokenHeaders(viewer))).statusCode).toBe(403);
    expect((await read(owner.minerId, tokenHeaders(viewer), "/workers")).statusCode).toBe(403);
    const both = { ...tokenHeaders(outside.session), ...watcher(token) };
    expect((await read(owner.minerId, both)).statusCode).toBe(200);
    expect((await read(outside.minerId, both)).statusCode).toBe(200);
  });
});
