import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, permissions, promocodeApplyFailures } from "../../src/db/schema";
import { buildTestApp, useTestDatabase } from "../helper";
import { platformStaff, poolOfMiner, userIdOf } from "../payouts-helper";
import { sessionFor, type TestSession, tokenHeaders } from "../product-session";
import { api, ownerOf } from "../watchers-helper";

/** The limit of failed `POST promocodes/apply` calls: 10 an hour per user and per client address. */
const ctx = useTestDatabase({ demo: false });
const start = "2026-03-02T09:00:00Z";
const clock = new TestClock(start);
const hour = 3600;
let app: App;
let platform: TestSession;
let poolId: string;
let counter = 0;
let addressCounter = 0;

const db = () => ctx.database.db;
/** A client address of its own, so one test's failures do not reach another's. */
const newAddress = () => `10.9.0.${++addressCounter}`;

function apply(s: TestSession, code: string, minerId: string, remoteAddress: string) {
  return app.inject({
    method: "POST",
    url: `${api}/promocodes/apply`,
    headers: tokenHeaders(s),
    payload: { code, miner_id: minerId },
    remoteAddress,
  });
}

async function makeCode(code: string): Promise<void> {
  const res = await app.inject({
    method: "POST",
    url: `${api}/platform/promocodes`,
    headers: tokenHeaders(platform),
    payload: {
      code,
      effective_from: "2026-03-01",
      type: "universal",
      fee_type: "abs",
      fee_value: "0.5",
      duration_days: 30,
    },
  });
  if (res.statusCode !== 201) throw new Error(`promo code ${code}: ${res.body}`);
}

/** A user with `n` miners they own (direct rows: quick). */
async function ownerWith(n: number): Promise<{ session: TestSession; userId: string; miners: string[] }> {
  const me = ++counter;
  const session = await sessionFor(db(), clock, `limit-${me}@example.com`, { aal: "aal1" });
  const userId = await userIdOf(app, db(), session);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const [row] = await db()
      .insert(miners)
      .values({ poolId, accountName: `limit${me}x${i}`, title: `limit${me}x${i}` })
      .returning({ id: miners.id });
    if (!row) throw new Error("no miner");
    await db().insert(permissions).values({ userId, type: "miner", minerId: row.id, role: "owner" });
    ids.push(row.id);
  }
  return { session, userId, miners: ids };
}

const failuresOf = async (key: string) =>
  (await db().select().from(promocodeApplyFailures).where(eq(promocodeApplyFailures.key, key))).length;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  platform = await platformStaff(app, db(), clock, "limit-platform@example.com", "owner");
  const first = await ownerOf(app, db(), clock, "limit-first@example.com", "limitfirst");
  poolId = await poolOfMiner(db(), first.minerId);
  await makeCode("LIMIT-GOOD");
});
afterAll(() => app.close());

describe("POST promocodes/apply: the limit of failed applies", () => {
  it("answers the 11th try after 10 failures with 429, a valid code too, until the hour has passed", async () => {
    clock.set(start);
    const {
      session,
      miners: [miner],
    } = await ownerWith(1);
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      // Ten unknown codes, a minute apart: each keeps its clear answer.
      const res = await apply(session, `NOPE-${i}`, miner as string, address);
      expect(res.statusCode).toBe(404);
      clock.advance(60_000);
    }
    const limited = await apply(session, "NOPE-10", miner as string, address);
    expect(limited.statusCode).toBe(429);
    // The oldest failure (09:00) leaves the window at 10:00; it is 09:10 now.
    expect(limited.json()).toEqual({
      code: "rate_limited",
      message: "Too many failed promo code applies, try again later",
      retry_after_seconds: hour - 600,
    });
    expect(limited.headers["retry-after"]).toBe(String(hour - 600));
    // A code that would apply is refused as well: the limit must not tell which codes exist.
    expect((await apply(session, "LIMIT-GOOD", miner as string, address)).statusCode).toBe(429);
    // At 10:00:01 the first failure has left the window: one more try, then the second leaves at 10:01.
    clock.set("2026-03-02T10:00:01Z");
    expect((await apply(session, "NOPE-11", miner as string, address)).statusCode).toBe(404);
    const again = await apply(session, "NOPE-12", miner as string, address);
    expect(again.statusCode).toBe(429);
    expect(again.json().retry_after_seconds).toBe(59);
    clock.set("2026-03-02T10:01:00Z");
    expect((await apply(session, "LIMIT-GOOD", miner as string, address)).statusCode).toBe(201);
  });

  it("does not count successes", async () => {
    clock.set(start);
    await makeCode("LIMIT-MANY");
    const { session, miners: mine } = await ownerWith(15);
    const address = newAddress();
    for (const miner of mine)
      expect((await apply(session, "LIMIT-MANY", miner, address)).statusCode).toBe(201);
    const miner = mine[0] as string;
    for (let i = 0; i < 9; i++) {
      // 409 promocode_already_applied and 404 alike: refusals count.
      const res = await apply(session, i % 2 ? "LIMIT-MANY" : `NONE-${i}`, miner, address);
      expect(res.statusCode).toBe(i % 2 ? 409 : 404);
    }
    expect((await apply(session, "NONE-LAST", miner, address)).statusCode).toBe(404);
    expect((await apply(session, "NONE-OVER", miner, address)).statusCode).toBe(429);
  });

  it("limits each client address over all its users, and each user over all addresses", async () => {
    clock.set(start);
    const shared = newAddress();
    const a = await ownerWith(1);
    const b = await ownerWith(1);
    for (let i = 0; i < 6; i++)
      expect((await apply(a.session, `A-${i}`, a.miners[0] as string, shared)).statusCode).toBe(404);
    for (let i = 0; i < 4; i++)
      expect((await apply(b.session, `B-${i}`, b.miners[0] as string, shared)).statusCode).toBe(404);
    expect((await apply(b.session, "B-X", b.miners[0] as string, shared)).statusCode).toBe(429);
    // b from elsewhere: b has 4 failures of its own, so 6 more.
    for (let i = 0; i < 6; i++) {
      expect((await apply(b.session, `B-Y${i}`, b.miners[0] as string, newAddress())).statusCode).toBe(404);
    }
    expect((await apply(b.session, "B-Z", b.miners[0] as string, newAddress())).statusCode).toBe(429);
  });

  it("leaves a miner the user may not manage at 403, counted nowhere", async () => {
    clock.set(start);
    const a = await ownerWith(1);
    const stranger = await ownerWith(0);
    const address = newAddress();
    for (let i = 0; i < 12; i++) {
      expect((await apply(stranger.session, `X-${i}`, a.miners[0] as string, address)).statusCode).toBe(403);
    }
    expect(await failuresOf(`user:${stranger.userId}`)).toBe(0);
    expect(await failuresOf(`address:${address}`)).toBe(0);
  });

  it("counts exactly the limit of 30 parallel failed applies by one user (the rest 429, no 500)", async () => {
    clock.set(start);
    const {
      session,
      userId,
      miners: [miner],
    } = await ownerWith(1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => apply(session, `RUSH-${i}`, miner as string, newAddress())),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await failuresOf(`user:${userId}`)).toBe(10);
  });

  it("counts exactly the limit of 30 parallel failed applies from one address by many users", async () => {
    clock.set(start);
    const address = newAddress();
    const users = await Promise.all(Array.from({ length: 3 }, () => ownerWith(1)));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const u = users[i % 3] as (typeof users)[number];
        return apply(u.session, `CROWD-${i}`, u.miners[0] as string, address);
      }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await failuresOf(`address:${address}`)).toBe(10);
  });
});
