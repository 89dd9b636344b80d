import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { miners } from "../../src/db/schema";
import { chartsRepository } from "../../src/modules/telemetry/charts/charts.repository";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, chartNow, headersOf, ingestChartShares, point, points } from "./chart-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock(chartNow);
let app: App;
let ids: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  ids = await ingestChartShares(app, ctx.database.db, clock);
});
afterAll(() => app.close());

const as = (email: string) => headersOf(ctx.database.db, clock, email);
const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `${api}/${path}`, headers });
const accessDenied = { code: "access_denied", message: "You have no access to this account" };
const alicePT15M = {
  "2026-03-02T09:50:00.000Z": point("2026-03-02T09:50:00.000Z", 60, 60, 60_000, 25),
  "2026-03-02T09:55:00.000Z": point("2026-03-02T09:55:00.000Z", 60, 30, 60_000),
};

describe("GET miners/charts", () => {
  it("answers every 1-minute bucket of [09:47, 10:02) with the shares behind each point", async () => {
    const res = await get(`miners/charts?id[]=${ids.alice}&period=PT15M`, await as("miner@pithead.test"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: ids.alice,
          period: "PT15M",
          bucket_seconds: 60,
          from: "2026-03-02T09:47:00.000Z",
          to: "2026-03-02T10:02:00.000Z",
          status: "ok",
          first_share_at: "2026-03-02T09:50:00.000Z",
          last_share_at: "2026-03-02T10:03:59.000Z",
          points: points("2026-03-02T09:47:00Z", 15, 60, alicePT15M),
        },
      ],
    });
  });

  it("answers the hourly chart by default, one series per id in the order asked, with each status", async () => {
    const list = [ids.carol, ids.bob, ids.alice].map((id) => `id[]=${id}`).join("&");
    const res = await get(`miners/charts?${list}`, await as("pool@pithead.test"));
    expect(res.statusCode).toBe(200);
    const [carol, bob, alice] = res.json().data;
    expect([carol.id, bob.id, alice.id]).toEqual([ids.carol, ids.bob, ids.alice]);
    expect([carol.status, bob.status, alice.status]).toEqual(["stale", "unavailable", "ok"]);
    expect(carol.last_share_at).toBe("2026-02-22T10:00:00.000Z");
    expect(alice).toMatchObject({ period: "PT1H", bucket_seconds: 300, to: "2026-03-02T10:00:00.000Z" });
    expect(alice.points).toEqual(
      points("2026-03-02T09:00:00Z", 12, 300, {
        "2026-03-02T09:50:00.000Z": point("2026-03-02T09:50:00.000Z", 300, 60, 60_000, 25),
        "2026-03-02T09:55:00.000Z": point("2026-03-02T09:55:00.000Z", 300, 30, 60_000),
      }),
    );
    const none = (await get(`miners/charts?id[]=${ids.northhub02}`, await as("pool@pithead.test"))).json();
    expect(none.data[0]).toMatchObject({ status: "nodata", first_share_at: null, last_share_at: null });
    expect(none.data[0].points.every((p: { shares: number }) => p.shares === 0)).toBe(true);
  });

  it("reads every miner's share times at once as one miner's read answers them, up to a limit", async () => {
    const repo = chartsRepository(ctx.database.db);
    const ids = (await ctx.database.db.select({ id: miners.id }).from(miners)).map((m) => m.id);
    const all = await repo.allMinerShareTimes(ids.length);
    const one = await repo.minerShareTimes(ids);
    expect(all?.size).toBeGreaterThan(0);
    expect(all).toEqual(one);
    expect(await repo.allMinerShareTimes((all?.size ?? 1) - 1)).toBeNull();
  });

  it("refuses another user's miner or an unknown id (403), anonymous (401), a bad period (400)", async () => {
    const miner = await as("miner@pithead.test");
    for (const list of [[ids.bob], [ids.alice, ids.bob], ["00000000-0000-4000-8000-000000000000"]]) {
      const res = await get(`miners/charts?${list.map((id) => `id[]=${id}`).join("&")}`, miner);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(accessDenied);
    }
    expect((await get(`miners/charts?id[]=${ids.alice}`)).statusCode).toBe(401);
    const bad = await get(`miners/charts?id[]=${ids.alice}&period=P1M`, miner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "validation_failed", fields: [{ name: "period" }] });
  });
});

describe("GET pools/{id}/charts and operators/{id}/charts", () => {
  it("sums every miner of the pool, bucket by bucket", async () => {
    const res = await get(`pools/${ids.pool}/charts?period=PT1H`, await as("pool@pithead.test"));
    expect(res.statusCode).toBe(200);
    const [pool] = res.json().data;
    expect(pool).toMatchObject({ id: ids.pool, status: "ok", first_share_at: "2026-02-20T10:00:00.000Z" });
    expect(pool.points).toEqual(
      points("2026-03-02T09:00:00Z", 12, 300, {
        "2026-03-02T09:50:00.000Z": point("2026-03-02T09:50:00.000Z", 300, 60, 60_000, 25),
        "2026-03-02T09:55:00.000Z": point("2026-03-02T09:55:00.000Z", 300, 40, 65_000),
      }),
    );
  });

  it("shows the week in 4-hour buckets ending on the last complete one", async () => {
    const res = await get(`pools/${ids.pool}/charts?period=P1W`, await as("pool@pithead.test"));
    const [pool] = res.json().data;
    expect(pool).toMatchObject({ from: "2026-02-23T08:00:00.000Z", to: "2026-03-02T08:00:00.000Z" });
    // Today's shares sit in the 08:00-12:00 bucket, still open: only bob's share of 02-28 10:08 shows.
    expect(pool.points).toEqual(
      points("2026-02-23T08:00:00Z", 42, 14_400, {
        "2026-02-28T08:00:00.000Z": point("2026-02-28T08:00:00.000Z", 14_400, 1, 1000),
      }),
    );
  });

  it("shows an operator its customers only", async () => {
    const res = await get(`operators/${ids.operator}/charts?period=PT15M`, await as("operator@pithead.test"));
    expect(res.statusCode).toBe(200);
    const [operator] = res.json().data;
    expect(operator).toMatchObject({ id: ids.operator, status: "collecting" });
    expect(operator.first_share_at).toBe("2026-03-02T09:58:00.000Z");
    expect(operator.points).toEqual(
      points("2026-03-02T09:47:00Z", 15, 60, {
        "2026-03-02T09:58:00.000Z": point("2026-03-02T09:58:00.000Z", 60, 10, 5000),
      }),
    );
  });

  it("refuses other users, miners of the pool and watchers (403), anonymous (401), a bad period (400)", async () => {
    const miner = await as("miner@pithead.test");
    expect((await get(`pools/${ids.pool}/charts`, miner)).statusCode).toBe(403);
    expect((await get(`operators/${ids.operator}/charts`, miner)).statusCode).toBe(403);
    expect((await get(`pools/${ids.pool}/charts`, await as("operator@pithead.test"))).statusCode).toBe(403);
    expect((await get(`operators/${ids.operator}/charts`, await as("pool@pithead.test"))).statusCode).toBe(
      200,
    );
    expect((await get(`pools/${ids.pool}/charts`)).statusCode).toBe(401);
    const pool = await as("pool@pithead.test");
    expect((await get(`pools/${ids.pool}/charts?period=1h`, pool)).statusCode).toBe(400);
    expect((await get(`pools/not-a-uuid/charts`, pool)).statusCode).toBe(400);
  });
});
