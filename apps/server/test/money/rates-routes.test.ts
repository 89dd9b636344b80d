import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { addDifficulty, api, newMiner } from "./money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
let appOff: App;
let upstream: Server;
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ difficulty: 1e14, subsidy_sats: 312_500_000, fees_sats: 20_000_000 }));
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/hashprice.json`;
  app = await buildTestApp(ctx.database, { clock, env: { REWARD_RATE_SOURCE_URL: url } });
  appOff = await buildTestApp(ctx.database, { clock });
  for (const who of ["pool", "platform", "miner"]) {
    h[who] = tokenHeaders(await sessionFor(ctx.database.db, clock, `${who}@pithead.test`));
  }
  const miner = await newMiner(ctx.database.db, "ratesminer");
  await addDifficulty(ctx.database.db, miner, "2026-03-09", 2e12);
});
afterAll(async () => {
  await app.close();
  await appOff.close();
  await new Promise<void>((done) => upstream.close(() => done()));
});

const call = (
  method: "GET" | "PUT" | "POST",
  url: string,
  headers?: Record<string, string>,
  payload?: object,
  on = app,
) => on.inject({ method, url: `${api}/${url}`, headers, payload });
const field = (name: string, text: string) => ({ code: "validation_failed", fields: [{ name, text }] });

describe("platform/rewards/rates", () => {
  it("sets a manual rate from today, exactly to the millisatoshi, and shows it as current", async () => {
    const res = await call("PUT", "platform/rewards/rates/current", h.platform, {
      sats_per_th_day: "52.125",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      sats_per_th_day: "52.125",
      source: "manual",
      effective_from: "2026-03-10",
    });
    const list = await call("GET", "platform/rewards/rates", h.platform);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.current).toEqual(res.json().data);
    expect(list.json().data.history[0]).toEqual(res.json().data);
  });

  it("fetches a rate from the network-difficulty source", async () => {
    const res = await call("PUT", "platform/rewards/rates/current", h.platform, {
      source: "network-difficulty",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ sats_per_th_day: "66.887", source: "network-difficulty" });
    const sources = await call("GET", "platform/rewards/rates/external-sources", h.platform);
    expect(sources.json().data).toEqual([
      { id: "network-difficulty", name: expect.any(String), configured: true },
    ]);
  });

  it("answers 400 field errors: no rate, too many decimals, zero, an unknown or unconfigured source", async () => {
    const put = (body: object, on = app) =>
      call("PUT", "platform/rewards/rates/current", h.platform, body, on);
    expect((await put({ source: "manual" })).json()).toMatchObject(field("sats_per_th_day", "required"));
    expect((await put({ sats_per_th_day: "1.0001" })).json()).toMatchObject(
      field("sats_per_th_day", "match_invalid"),
    );
    expect((await put({ sats_per_th_day: 0 })).json()).toMatchObject(
      field("sats_per_th_day", "min_threshold"),
    );
    expect((await put({ sats_per_th_day: "2000000000" })).json()).toMatchObject(
      field("sats_per_th_day", "max_threshold"),
    );
    expect((await put({ source: "oracle" })).json()).toMatchObject(field("source", "invalid_input"));
    const off = await put({ source: "network-difficulty" }, appOff);
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject(field("source", "invalid_input"));
    const sources = await call(
      "GET",
      "platform/rewards/rates/external-sources",
      h.platform,
      undefined,
      appOff,
    );
    expect(sources.json().data[0]).toMatchObject({ configured: false });
  });

  it("is the platform's: 403 for a pool owner or a miner, 401 anonymous", async () => {
    for (const [method, url] of [
      ["GET", "platform/rewards/rates"],
      ["GET", "platform/rewards/rates/external-sources"],
      ["PUT", "platform/rewards/rates/current"],
    ] as const) {
      const payload = method === "PUT" ? { sats_per_th_day: "1" } : undefined;
      expect((await call(method, url, h.pool, payload)).statusCode).toBe(403);
      expect((await call(method, url, h.miner, payload)).statusCode).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    }
  });
});

describe("POST platform/jobs/rewards/run", () => {
  const run = (day: string, headers = h.platform) =>
    call("POST", "platform/jobs/rewards/run", headers, { day });

  it("refuses a day without a rate (409 invalid_state), runs it once a rate covers it, then 409 already processed", async () => {
    const noRate = await run("2026-03-09");
    expect(noRate.statusCode).toBe(409);
    expect(noRate.json().code).toBe("invalid_state");
    await call("PUT", "platform/rewards/rates/current", h.platform, {
      sats_per_th_day: "52.5",
      effective_from: "2026-03-01",
    });
    const res = await run("2026-03-09");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { day: "2026-03-09", miners: 1, gross: 5_219_578, fee: 46_977, net: 5_172_601 },
    });
    const again = await run("2026-03-09");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("reward_already_processed");
  });

  it("answers 400 on an unfinished or malformed day, 403 outside the platform, 401 anonymous", async () => {
    expect((await run("2026-03-10")).json()).toMatchObject(field("day", "max_threshold"));
    expect((await run("yesterday")).statusCode).toBe(400);
    expect((await run("2026-03-08", h.pool)).statusCode).toBe(403);
    expect(
      (await call("POST", "platform/jobs/rewards/run", undefined, { day: "2026-03-08" })).statusCode,
    ).toBe(401);
  });
});
