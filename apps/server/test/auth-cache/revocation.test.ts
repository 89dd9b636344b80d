import { and, eq, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { systemClock } from "../../src/clock";
import { miners, permissions, pools, users } from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner, poolAndOperator } from "../money/money-fixture";
import { useTwoApps, within } from "./two-apps";

/**
 * The auth cache as production runs it (no wait before a hit): two apps on one database stand for two processes.
 * Each keeps sessions, users and grants; a change made through one, or straight in the database, reaches the
 * other through the change bus, and the writer's own next read sees its write at once.
 */
const ctx = useTestDatabase();
const apps = useTwoApps(ctx);

/** Deletes the permissions of the user of `email` that match `on`, straight in the database. */
async function removePermission(email: string, on: SQL) {
  const db = ctx.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.delete(permissions).where(and(eq(permissions.userId, user?.id ?? ""), on));
}

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
    await removePermission("reader-revoked@pithead.test", eq(permissions.minerId, minerId));
    await within(1000, async () => (await stats(a)) === 403 && (await stats(b)) === 403);
  });

  it("answers a pool reader's miners from one read of their grants, and follows miners added, moved and unreachable", async () => {
    const { a, b } = apps;
    const db = ctx.database.db;
    const { poolId } = await poolAndOperator(db);
    const [first, second] = [await newMiner(db, "poolgrants1"), await newMiner(db, "poolgrants2")];
    const headers = await headersOf(db, systemClock, "pool-grants@pithead.test", {
      type: "pool",
      id: poolId,
      role: "admin",
    });
    const stats = (app: App, id: string) =>
      app.inject({ url: `${api}/miners/stats?id[]=${id}`, headers }).then((res) => res.statusCode);
    // The first requests may write (the product user), which empties the caches: settle, then fill them.
    for (let i = 0; i < 2; i++) {
      expect(await stats(a, first ?? "")).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The next miner's access check is a hit: the first read took every grant of the user.
    const before = a.authCache.stats.misses;
    expect(await stats(a, second ?? "")).toBe(200);
    expect(a.authCache.stats.misses - before).toBe(0);
    // A miner added to the pool is readable in both processes within a second (the change of `miners`).
    const added = await newMiner(db, "poolgrants3");
    await within(1000, async () => (await stats(a, added)) === 200 && (await stats(b, added)) === 200);
    // A miner moved to another pool is refused in both within a second.
    const [elsewhere] = await db
      .insert(pools)
      .values({ name: "Elsewhere grants" })
      .returning({ id: pools.id });
    await db
      .update(miners)
      .set({ poolId: elsewhere?.id ?? "" })
      .where(eq(miners.id, first ?? ""));
    await within(
      1000,
      async () => (await stats(a, first ?? "")) === 403 && (await stats(b, first ?? "")) === 403,
    );
    expect(await stats(b, second ?? "")).toBe(200);
    // And so is every miner once the pool permission is gone.
    await removePermission("pool-grants@pithead.test", eq(permissions.poolId, poolId));
    await within(1000, async () => (await stats(a, second ?? "")) === 403 && (await stats(b, added)) === 403);
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
