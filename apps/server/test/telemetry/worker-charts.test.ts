import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { createMinerLink } from "../watchers-helper";
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
const list = (...names: string[]) => names.map((n) => `id[]=${ids[n]}`).join("&");

describe("GET workers/charts", () => {
  it("answers each worker's chart in the order asked", async () => {
    const res = await get(`workers/charts?${list("b1", "s1")}&period=PT15M`, await as("miner@pithead.test"));
    expect(res.statusCode).toBe(200);
    const [b1, s1] = res.json().data;
    expect(s1).toEqual({
      id: ids.s1,
      period: "PT15M",
      bucket_seconds: 60,
      from: "2026-03-02T09:47:00.000Z",
      to: "2026-03-02T10:02:00.000Z",
      status: "ok",
      first_share_at: "2026-03-02T09:50:00.000Z",
      last_share_at: "2026-03-02T10:03:59.000Z",
      points: points("2026-03-02T09:47:00Z", 15, 60, {
        "2026-03-02T09:50:00.000Z": point("2026-03-02T09:50:00.000Z", 60, 60, 60_000, 25),
      }),
    });
    expect(b1).toMatchObject({
      id: ids.b1,
      status: "collecting",
      first_share_at: "2026-03-02T09:55:00.000Z",
    });
  });

  it("moves its window with the clock: the 10:03 minute shows once 5 minutes have passed its end", async () => {
    const headers = await as("miner@pithead.test");
    const before = (await get(`workers/charts?${list("s1")}&period=PT15M`, headers)).json().data[0];
    expect(before.points.at(-1)).toEqual(point("2026-03-02T10:01:00.000Z", 60));
    clock.set("2026-03-02T10:09:00Z");
    try {
      const after = (await get(`workers/charts?${list("s1")}&period=PT15M`, headers)).json().data[0];
      expect(after).toMatchObject({ from: "2026-03-02T09:49:00.000Z", to: "2026-03-02T10:04:00.000Z" });
      expect(after.points.at(-1)).toEqual(point("2026-03-02T10:03:00.000Z", 60, 60, 60_000));
      expect(after.points[1]).toEqual(point("2026-03-02T09:50:00.000Z", 60, 60, 60_000, 25));
    } finally {
      clock.set(chartNow);
    }
  });

  it("refuses a worker of another miner or an unknown one (403), anonymous (401), a bad period (400)", async () => {
    const miner = await as("miner@pithead.test");
    expect((await get(`workers/charts?${list("n1")}`, miner)).statusCode).toBe(403);
    expect((await get(`workers/charts?${list("s1", "n1")}`, miner)).statusCode).toBe(403);
    const unknown = await get("workers/charts?id[]=00000000-0000-4000-8000-000000000000", miner);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ code: "access_denied", message: "You have no access to this account" });
    expect((await get(`workers/charts?${list("n1")}`, await as("operator@pithead.test"))).statusCode).toBe(
      200,
    );
    expect((await get(`workers/charts?${list("s1")}`)).statusCode).toBe(401);
    expect((await get(`workers/charts?${list("s1")}&period=PT5M`, miner)).statusCode).toBe(400);
  });
});

describe("GET miners/{id}/workers/boundary/charts", () => {
  it("sums the miner's boundary workers only, named by the miner's id", async () => {
    const res = await get(
      `miners/${ids.alice}/workers/boundary/charts?period=PT15M`,
      await as("miner@pithead.test"),
    );
    expect(res.statusCode).toBe(200);
    const [boundary] = res.json().data;
    expect(boundary).toMatchObject({
      id: ids.alice,
      status: "collecting",
      last_share_at: "2026-03-02T09:55:29.000Z",
    });
    expect(boundary.points).toEqual(
      points("2026-03-02T09:47:00Z", 15, 60, {
        "2026-03-02T09:55:00.000Z": point("2026-03-02T09:55:00.000Z", 60, 30, 60_000),
      }),
    );
    clock.set("2026-03-02T10:10:00Z"); // 15 minutes after the first boundary share: the chart is ready
    try {
      const later = await get(`miners/${ids.alice}/workers/boundary/charts`, await as("miner@pithead.test"));
      expect(later.json().data[0]).toMatchObject({ status: "ok", period: "PT1H" });
    } finally {
      clock.set(chartNow);
    }
  });

  it("answers nodata for a miner without boundary workers, 403 for another user's miner, 401 anonymous", async () => {
    const bob = await get(`miners/${ids.bob}/workers/boundary/charts`, await as("pool@pithead.test"));
    expect(bob.json().data[0]).toMatchObject({ id: ids.bob, status: "nodata", first_share_at: null });
    expect(
      (await get(`miners/${ids.bob}/workers/boundary/charts`, await as("miner@pithead.test"))).statusCode,
    ).toBe(403);
    expect((await get(`miners/${ids.alice}/workers/boundary/charts`)).statusCode).toBe(401);
  });
});

describe("charts through a watcher link", () => {
  it("shows the link's miners in the sections it allows, never a pool", async () => {
    const owner = await sessionFor(ctx.database.db, clock, "miner@pithead.test");
    const link = async (permissions: string[]) =>
      (await createMinerLink(app, owner, ids.alice ?? "", { label: "charts", permissions })).json()
        .token as string;
    const dashboard = { "x-watcher-token": await link(["dashboard"]) };
    const both = { "x-watcher-token": await link(["dashboard", "workers"]) };
    expect((await get(`miners/charts?${list("alice")}`, dashboard)).statusCode).toBe(200);
    expect((await get(`workers/charts?${list("s1")}`, dashboard)).statusCode).toBe(403);
    expect((await get(`miners/${ids.alice}/workers/boundary/charts`, dashboard)).statusCode).toBe(403);
    expect((await get(`workers/charts?${list("s1")}`, both)).statusCode).toBe(200);
    expect((await get(`miners/${ids.alice}/workers/boundary/charts`, both)).statusCode).toBe(200);
    expect((await get(`miners/charts?${list("bob")}`, both)).statusCode).toBe(403);
    expect((await get(`pools/${ids.pool}/charts`, both)).statusCode).toBe(403);
    expect((await get(`miners/charts?${list("alice")}`, tokenHeaders(owner))).statusCode).toBe(200);
  });
});
