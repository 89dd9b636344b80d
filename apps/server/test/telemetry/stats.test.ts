import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners, permissions, users, workers } from "../../src/db/schema";
import { refreshWorkerFigures } from "../../src/jobs/worker-figures-refresh";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { evenShares, postShares } from "./shares";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
const ids: Record<string, string> = {};
const t32 = 2 ** 32;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
  // alice/s1: one difficulty-1000 share a second from 09:00 to 10:00, 20 rejected at 09:50, and 60 in the
  // still-filling minutes after the windows' end (10:03), which no window may count yet.
  const res = await postShares(app, "stats-1", [
    ...evenShares("2026-03-02T09:00:00Z", 3600, 3600, { worker: "s1" }),
    ...evenShares("2026-03-02T09:50:00Z", 20, 20, { worker: "s1", accepted: false }),
    ...evenShares("2026-03-02T10:03:00Z", 60, 60, { worker: "s1" }),
    { account: "bob", worker: "fresh", ts: "2026-03-02T10:07:00Z" },
    { account: "bob", worker: "quiet", ts: "2026-03-02T09:00:00Z" },
    { account: "bob", worker: "old", ts: "2026-02-28T10:08:00Z" },
  ]);
  expect(res.json()).toMatchObject({ accepted: 3683, rejected: 0 });
  await compactWorkerRollups(db, clock); // the job that builds the 5 m, 20 m and 4 h worker buckets
  const [s1] = await db.select({ id: workers.id }).from(workers).where(eq(workers.name, "s1"));
  ids.s1 = s1?.id ?? "";
});
afterAll(() => app.close());

const get = (path: string, list: string[], headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/backend/v0.1/${path}?${list.map((id) => `id[]=${id}`).join("&")}`, headers });
const as = async (email: string) => tokenHeaders(await sessionFor(ctx.database.db, clock, email));
const accessDenied = { code: "access_denied", message: "You have no access to this account" };

describe("GET miners/stats", () => {
  it("answers hashrate over whole windows ending 5 minutes ago, with shares and relative error", async () => {
    const res = await get("miners/stats", [ids.alice ?? ""], await as("miner@pithead.test"));
    expect(res.statusCode).toBe(200);
    // 15m = [09:47, 10:02): 780 accepted shares (09:47-10:00); 1h = [09:00, 10:00): 3600; 24h the same 3600.
    expect(res.json()).toEqual({
      data: [
        {
          id: ids.alice,
          hash_rate_15m: (780_000 * t32) / 900,
          hash_rate_1h: 1000 * t32,
          hash_rate_24h: (3_600_000 * t32) / 86_400,
          shares_15m: 780,
          shares_1h: 3600,
          shares_24h: 3600,
          rel_error_15m: 1 / Math.sqrt(780),
          rel_error_1h: 1 / 60,
          rel_error_24h: 1 / 60,
          reject_pct_15m: 2.5,
          workers: { stable: 1, unavailable: 0, off: 0, removed: 0 },
        },
      ],
    });
  });

  it("counts workers by status, and a miner without shares answers zeros", async () => {
    const res = await get("miners/stats", [ids.bob ?? "", ids.carol ?? ""], await as("pool@pithead.test"));
    expect(res.statusCode).toBe(200);
    const [bob, carol] = res.json().data;
    expect(bob.workers).toEqual({ stable: 1, unavailable: 1, off: 1, removed: 0 });
    expect(carol).toMatchObject({ id: ids.carol, hash_rate_24h: 0, shares_24h: 0, rel_error_24h: null });
    expect(carol.workers).toEqual({ stable: 0, unavailable: 0, off: 0, removed: 0 });
  });

  it("lets pool staff and the customer's operator in, and no one else (403 access_denied)", async () => {
    const miner = await as("miner@pithead.test");
    const operator = await as("operator@pithead.test");
    const stranger = await as("stranger@example.com");
    expect((await get("miners/stats", [ids.northhub01 ?? ""], operator)).statusCode).toBe(200);
    for (const [headers, list] of [
      [miner, [ids.bob]],
      [miner, [ids.alice, ids.bob]],
      [operator, [ids.alice]],
      [stranger, [ids.alice]],
      [miner, ["00000000-0000-4000-8000-000000000000"]],
    ] as const) {
      const res = await get("miners/stats", list.map(String), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(accessDenied);
    }
  });

  it("refuses an accountant (financial data only)", async () => {
    const headers = await as("books@example.com");
    await get("miners/stats", [ids.alice ?? ""], headers); // the first product call makes the user
    const db = ctx.database.db;
    const [u] = await db.select().from(users).where(eq(users.email, "books@example.com"));
    await db
      .insert(permissions)
      .values({ userId: u?.id ?? "", type: "miner", minerId: ids.alice, role: "accountant" });
    expect((await get("miners/stats", [ids.alice ?? ""], headers)).statusCode).toBe(403);
    await db
      .update(permissions)
      .set({ role: "viewer" })
      .where(and(eq(permissions.userId, u?.id ?? ""), eq(permissions.minerId, ids.alice ?? "")));
    expect((await get("miners/stats", [ids.alice ?? ""], headers)).statusCode).toBe(200);
  });

  it("answers 401 anonymous and 400 for a missing or malformed id[]", async () => {
    const anonymous = await get("miners/stats", [ids.alice ?? ""]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
    const headers = await as("miner@pithead.test");
    const bad = await get("miners/stats", ["not-a-uuid"], headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_failed", fields: [{ name: "id[]" }] });
    const none = await app.inject({ url: "/api/backend/v0.1/miners/stats", headers });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ name: "id[]", text: "required" }]);
  });
});

describe("GET workers/stats", () => {
  it("answers each worker's figures, status and last share", async () => {
    const res = await get("workers/stats", [ids.s1 ?? ""], await as("miner@pithead.test"));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: ids.s1,
        miner_id: ids.alice,
        name: "s1",
        behaviour: "hardware",
        status: "stable",
        last_share_at: "2026-03-02T10:03:59.000Z",
        hash_rate_15m: (780_000 * t32) / 900,
        hash_rate_1h: 1000 * t32,
        hash_rate_24h: (3_600_000 * t32) / 86_400,
        shares_15m: 780,
        shares_1h: 3600,
        shares_24h: 3600,
        rel_error_15m: 1 / Math.sqrt(780),
        rel_error_1h: 1 / 60,
        rel_error_24h: 1 / 60,
        reject_pct_15m: 2.5,
      },
    ]);
  });

  it("after the minute's worker figures job, answers what the worker's row in the list shows", async () => {
    const db = ctx.database.db;
    const headers = await as("miner@pithead.test");
    const before = (await get("workers/stats", [ids.s1 ?? ""], headers)).json().data[0];
    await refreshWorkerFigures(db, clock);
    expect((await get("workers/stats", [ids.s1 ?? ""], headers)).json().data[0]).toEqual(before);
    // The detail and its list row read one snapshot: a figure in it shows in both.
    await db.execute(sql`update worker_figures_15m set accepted_difficulty_15m = 900000, accepted_count_15m = 900
      where worker_id = ${ids.s1}`);
    const list = await app.inject({
      url: `/api/backend/v0.1/miners/${ids.alice}/workers?sort_by=worker_name`,
      headers,
    });
    const row = list.json().data.find((w: { id: string }) => w.id === ids.s1);
    const detail = (await get("workers/stats", [ids.s1 ?? ""], headers)).json().data[0];
    expect(detail).toMatchObject({ hash_rate_15m: 1000 * t32, shares_15m: 900 });
    expect(row).toMatchObject({ hash_rate_15m: detail.hash_rate_15m, shares_15m: detail.shares_15m });
    // A minute later, before the job: summed from the buckets again, the 15m window [09:48, 10:03) then.
    clock.advance(60_000);
    const later = (await get("workers/stats", [ids.s1 ?? ""], headers)).json().data[0];
    expect(later).toMatchObject({ shares_15m: 720, shares_1h: 3600, shares_24h: 3600 });
    clock.advance(-60_000);
  });

  it("checks the worker's miner: 403 for others and unknown workers, 401 anonymous", async () => {
    const operator = await as("operator@pithead.test");
    expect((await get("workers/stats", [ids.s1 ?? ""], operator)).statusCode).toBe(403);
    expect((await get("workers/stats", [ids.s1 ?? ""], await as("pool@pithead.test"))).statusCode).toBe(200);
    const unknown = ["00000000-0000-4000-8000-000000000000"];
    expect((await get("workers/stats", unknown, await as("miner@pithead.test"))).statusCode).toBe(403);
    expect((await get("workers/stats", [ids.s1 ?? ""])).statusCode).toBe(401);
  });
});
