import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { courierMessages, invites, permissions } from "../../src/db/schema";
import { PoolUseInTransactionError, takePoolUseRefusals } from "../../src/db/transaction-guard";
import { accessWorld } from "../access/access-world";
import { buildTestApp, holdTransaction, useTestDatabase } from "../helper";

/**
 * Issue 40's hang: parallel access grants to an e-mail without an account, each holding the account's
 * permission rows (`for update`) in a transaction, used to mail the invitation through a second pool
 * connection; the pool ran dry and every request (and /healthz) waited forever. On a pool of 3 connections
 * every request is now answered, /healthz stays quick, and what was granted is there once.
 */
const ctx = useTestDatabase({
  demo: false,
  limits: { poolMax: 3, poolWaitMs: 2_000, lockTimeoutMs: 2_000, idleInTransactionTimeoutMs: 15_000 },
});
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
let w: Awaited<ReturnType<typeof accessWorld>>;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock, rateLimitMax: 1e6 });
  await app.ready();
  w = await accessWorld(app, ctx.database.db, clock, "starve");
});
afterAll(() => app?.close());

/** Fires `calls` while probing /healthz every 100 ms; each answer with the ms it took. */
async function burst<T>(calls: (() => Promise<T>)[]) {
  const timed = calls.map(async (call) => {
    const began = performance.now();
    const res = await call();
    return { res, ms: performance.now() - began };
  });
  const probes: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const began = performance.now();
      const res = await app.inject("/healthz");
      expect(res.statusCode).toBe(200);
      probes.push(performance.now() - began);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const answers = await Promise.all(timed);
  done = true;
  await probing;
  return { answers, probes };
}

const pendingInvitesTo = (email: string) =>
  ctx.database.db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.email, email), eq(invites.minerId, w.minerId), isNull(invites.revokedAt)));

describe("a pool of 3 connections under parallel access grants", () => {
  it("answers 14 grants to one new e-mail: one invitation, one mail, the rest already_invited", async () => {
    const email = "new-unregistered@x.test";
    const { answers, probes } = await burst(
      Array.from({ length: 14 }, () => () => w.call("owner", "POST", w.base, { email, role: "viewer" })),
    );
    const statuses = answers.map((a) => a.res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(13).fill(400)]);
    for (const { res } of answers.filter((a) => a.res.statusCode === 400)) {
      expect(res.json().fields).toEqual([{ name: "email", text: "already_invited" }]);
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
    expect(Math.max(...probes)).toBeLessThan(1_000);
    expect(await pendingInvitesTo(email)).toHaveLength(1);
    expect((await w.mailedToken(email)).count).toBe(1);
  });

  it("answers 50 grants to 50 new e-mails: each invited once or refused whole with 503, and stays alive", async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `starve-${i}@x.test`);
    const grant = (email: string) => () => w.call("owner", "POST", w.base, { email, role: "viewer" });
    const { answers, probes } = await burst(emails.map(grant));
    // They queue on the account's lock: on a busy machine the last may outwait the lock bound (503, retry).
    const refused = emails.filter((_, i) => answers[i]?.res.statusCode !== 200);
    for (const { res } of answers.filter((a) => a.res.statusCode !== 200)) {
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe("service_unavailable");
    }
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
    expect(Math.max(...probes)).toBeLessThan(1_000);
    for (const email of refused) expect(await pendingInvitesTo(email)).toHaveLength(0);
    // The client's retry of what was refused goes through.
    for (const email of refused) expect((await grant(email)()).statusCode).toBe(200);
    const mails = await ctx.database.db
      .select({ to: courierMessages.to })
      .from(courierMessages)
      .where(eq(courierMessages.kind, "invite"));
    for (const email of emails) {
      expect(mails.filter((m) => m.to === email)).toHaveLength(1);
      expect(await pendingInvitesTo(email)).toHaveLength(1);
    }
    const after = await w.call("owner", "GET", w.base);
    expect(after.statusCode).toBe(200);
    expect(after.json().invites).toHaveLength(51);
  });

  it("answers 503 service_unavailable within seconds when the account's rows stay locked, then recovers", async () => {
    // A transaction holds the account's permission rows, as a stuck one would.
    const holder = holdTransaction(
      ctx.database.db,
      sql`select id from permissions where miner_id = ${w.minerId} for update`,
    );
    await holder.holding;
    try {
      const began = performance.now();
      const res = await w.call("owner", "POST", w.base, { email: "locked-out@x.test", role: "viewer" });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe("2");
      expect(res.json()).toEqual({
        code: "service_unavailable",
        message: "The service is busy or briefly unavailable",
      });
      expect(performance.now() - began).toBeLessThan(4_000);
      expect((await app.inject("/healthz")).statusCode).toBe(200);
    } finally {
      await holder.release();
    }
    const again = await w.call("owner", "POST", w.base, { email: "locked-out@x.test", role: "viewer" });
    expect(again.statusCode).toBe(200);
    expect(await pendingInvitesTo("locked-out@x.test")).toHaveLength(1);
  });

  it("answers 503 when no pooled connection frees up in time; /healthz still answers", async () => {
    const holders = Array.from({ length: 3 }, () => holdTransaction(ctx.database.db, sql`select 1`));
    await Promise.all(holders.map((h) => h.holding));
    try {
      const began = performance.now();
      const res = await w.call("owner", "GET", w.base);
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe("service_unavailable");
      expect(performance.now() - began).toBeLessThan(3_000);
      // The identity service says so in Kratos's shape.
      const login = await app.inject("/identity/self-service/login/api");
      expect(login.statusCode).toBe(503);
      expect(login.headers["retry-after"]).toBe("2");
      expect(login.json().error).toMatchObject({ code: 503, status: "Service Unavailable" });
      const health = await app.inject("/healthz");
      expect(health.statusCode).toBe(200);
    } finally {
      await Promise.all(holders.map((h) => h.release()));
    }
    expect((await w.call("owner", "GET", w.base)).statusCode).toBe(200);
  });
});

describe("the transaction guard", () => {
  it("refuses a pool query inside a transaction: the caller must use its tx", async () => {
    const db = ctx.database.db;
    const refused = await db
      .transaction(async () => {
        await db.select({ id: permissions.id }).from(permissions).limit(1);
      })
      .catch((err: Error) => err);
    // Drizzle wraps the pool's refusal in its query error; the guard keeps it for the file's final check.
    expect((refused as Error).cause).toBeInstanceOf(PoolUseInTransactionError);
    expect(takePoolUseRefusals()).toHaveLength(1);
    // Outside a transaction, and through the tx inside one, the pool serves as usual.
    await db.select({ id: permissions.id }).from(permissions).limit(1);
    await db.transaction(async (tx) => {
      await tx.select({ id: permissions.id }).from(permissions).limit(1);
    });
  });
});
