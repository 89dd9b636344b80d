import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { systemClock } from "../../src/clock";
import { permissions, users } from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner } from "../money/money-fixture";
import { useTwoApps, within } from "./two-apps";

/**
 * The auth cache as production runs it (no wait before a hit): two apps on one database stand for two processes.
 * Each keeps sessions, users and grants; a change made through one, or straight in the database, reaches the
 * other through the change bus, and the writer's own next read sees its write at once.
 */
const ctx = useTestDatabase();
const apps = useTwoApps(ctx);

const identityOf = (app: App, headers: Record<string, string>) =>
  app.inject({ url: `${api}/identity`, headers }).then((res) => res.statusCode);

describe("auth cache across processes", () => {
  it("serves repeated requests of a session from the cache", async () => {
    const { b } = apps;
    const headers = await headersOf(ctx.database.db, systemClock, "cache-hits@pithead.test");
    // The first request makes the product user (a write that empties the caches), the second fills them.
    for (let i = 0; i < 2; i++) expect(await identityOf(b, headers)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = b.authCache.stats.hits;
    for (let i = 0; i < 5; i++) expect(await identityOf(b, headers)).toBe(200);
    // Each request hits the session and the user at least.
    expect(b.authCache.stats.hits - before).toBeGreaterThanOrEqual(10);
  });

  it("refuses a session signed out through one process in the other within a second, in the first at once", async () => {
    const { a, b } = apps;
    const headers = await headersOf(ctx.database.db, systemClock, "revoked@pithead.test");
    for (const app of [a, b, a, b]) expect(await identityOf(app, headers)).toBe(200);
    const logout = await a.inject({
      method: "DELETE",
      url: "/identity/self-service/logout/api",
      payload: { session_token: headers["x-session-token"] },
    });
    expect(logout.statusCode).toBe(204);
    expect(await identityOf(a, headers)).toBe(401);
    const ms = await within(1000, async () => (await identityOf(b, headers)) === 401);
    expect(ms).toBeLessThan(1000);
  });

  it("refuses a miner's reader in both processes within a second once the permission is removed in the database", async () => {
    const { a, b } = apps;
    const db = ctx.database.db;
    const minerId = await newMiner(db, "cacherevoke");
    const headers = await headersOf(db, systemClock, "reader-revoked@pithead.test", {
      type: "miner",
      id: minerId,
      role: "admin",
    });
    const stats = (app: App) =>
      app.inject({ url: `${api}/miners/stats?id[]=${minerId}`, headers }).then((res) => res.statusCode);
    for (const app of [a, b, a, b]) expect(await stats(app)).toBe(200);
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "reader-revoked@pithead.test"));
    await db
      .delete(permissions)
      .where(and(eq(permissions.userId, user?.id ?? ""), eq(permissions.minerId, minerId)));
    await within(1000, async () => (await stats(a)) === 403 && (await stats(b)) === 403);
  });

  it("keeps nothing while the change bus is off (TTL 0): every request reads the database", async () => {
    const off = await buildTestApp(ctx.database, { authCache: { ttlMs: 0 } });
    try {
      const headers = await headersOf(ctx.database.db, systemClock, "uncached@pithead.test");
      for (let i = 0; i < 3; i++) expect(await identityOf(off, headers)).toBe(200);
      expect(off.authCache.stats).toMatchObject({ size: 0, hits: 0 });
    } finally {
      await off.close();
    }
  });
});
