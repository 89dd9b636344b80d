import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { asc } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { exchangeRates } from "../src/db/schema";
import { ratesRefresher } from "../src/jobs/rates-refresh";
import { buildTestApp, testConfig, useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T12:00:00Z");
let upstream: Server;
let base = "";
let handler: (req: IncomingMessage, res: ServerResponse) => void = () => {};
const hits: string[] = [];
const apps: App[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  hits.length = 0;
});

const json =
  (body: unknown, status = 200) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
const appWith = async (env: Record<string, string>) => {
  const app = await buildTestApp(ctx.database, { clock, env });
  apps.push(app);
  return app;
};
const ticker = async (app: App, query: string) => app.inject({ url: `/api/v3/ticker/price?${query}` });
const both = `symbols=${encodeURIComponent('["BTCUSDT","BTCRUB"]')}`;
const stored = () =>
  ctx.database.db
    .select()
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.fetchedAt), asc(exchangeRates.symbol));

describe("GET /api/v3/ticker/price", () => {
  it("fetches CoinGecko's simple price, answers the Binance shape, caches and records once per period", async () => {
    handler = json({ bitcoin: { usd: 95100, rub: 7600000.5 }, tether: { usd: 1.002 } });
    const app = await appWith({ RATES_UPSTREAM_URL: `${base}/api/v3/simple/price` });
    const res = await ticker(app, both);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { symbol: "BTCUSDT", price: "94910.17964072" },
      { symbol: "BTCRUB", price: "7600000.50000000" },
    ]);
    expect(hits).toEqual(["/api/v3/simple/price?ids=bitcoin%2Ctether&vs_currencies=usd%2Crub"]);
    expect((await ticker(app, "symbol=BTCUSDT")).json()).toEqual({
      symbol: "BTCUSDT",
      price: "94910.17964072",
    });
    expect((await ticker(app, "")).json()).toHaveLength(2);
    expect(hits).toHaveLength(1);
    // Another process within the period fetches but records nothing new.
    const twin = await appWith({ RATES_UPSTREAM_URL: `${base}/api/v3/simple/price` });
    await ticker(twin, both);
    expect(hits).toHaveLength(2);
    expect((await stored()).map((r) => [r.symbol, r.price, r.source])).toEqual([
      ["BTCRUB", "7600000.50000000", `127.0.0.1:${new URL(base).port}`],
      ["BTCUSDT", "94910.17964072", `127.0.0.1:${new URL(base).port}`],
    ]);
    clock.advance(301_000);
    handler = json({ bitcoin: { usd: 96000, rub: 7700000 }, tether: { usd: 1 } });
    expect((await ticker(app, "symbol=BTCRUB")).json()).toEqual({
      symbol: "BTCRUB",
      price: "7700000.00000000",
    });
    expect(hits).toHaveLength(3);
    expect(await stored()).toHaveLength(4);
  });

  it("offline, serves the last stored price, never failing, and retries after at most a minute", async () => {
    handler = json({ error: "down" }, 503);
    const app = await appWith({ RATES_UPSTREAM_URL: `${base}/api/v3/simple/price` });
    const res = await ticker(app, both);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { symbol: "BTCUSDT", price: "96000.00000000" },
      { symbol: "BTCRUB", price: "7700000.00000000" },
    ]);
    await ticker(app, both);
    expect(hits).toHaveLength(1);
    clock.advance(61_000);
    await ticker(app, both);
    expect(hits).toHaveLength(2);
  });

  it("gives up on a silent upstream after about 3 s", async () => {
    handler = () => {}; // never answers
    const app = await appWith({ RATES_UPSTREAM_URL: `${base}/slow` });
    const started = Date.now();
    const res = await ticker(app, "symbol=BTCUSDT");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.json()).toEqual({ symbol: "BTCUSDT", price: "96000.00000000" });
  }, 10_000);

  it("falls back to the configured rates when nothing was ever stored; skips values that are not above 0", async () => {
    await ctx.database.db.delete(exchangeRates);
    handler = json({ bitcoin: { usd: -5, rub: "x" }, tether: { usd: 0 } });
    const app = await appWith({
      RATES_UPSTREAM_URL: `${base}/api/v3/simple/price`,
      RATES_FALLBACK: "BTCUSDT=90000.5",
    });
    expect((await ticker(app, both)).json()).toEqual([{ symbol: "BTCUSDT", price: "90000.5" }]);
    expect(await stored()).toHaveLength(0);
    const defaults = await appWith({ RATES_UPSTREAM_URL: "http://127.0.0.1:1/closed" });
    expect((await ticker(defaults, both)).json()).toEqual([
      { symbol: "BTCUSDT", price: "95000" },
      { symbol: "BTCRUB", price: "7600000" },
    ]);
  });

  it("reads a Binance-shaped upstream (a path ending in /ticker/price)", async () => {
    handler = json([
      { symbol: "BTCUSDT", price: "94000.10000000" },
      { symbol: "ETHUSDT", price: "3000" },
    ]);
    const app = await appWith({
      RATES_UPSTREAM_URL: `${base}/api/v3/ticker/price`,
      RATES_FALLBACK: "BTCRUB=1",
    });
    expect((await ticker(app, both)).json()).toEqual([
      { symbol: "BTCUSDT", price: "94000.10000000" },
      { symbol: "BTCRUB", price: "1" },
    ]);
    expect(decodeURIComponent(hits[0] ?? "")).toBe('/api/v3/ticker/price?symbols=["BTCUSDT","BTCRUB"]');
  });

  it("answers 400 for an unknown symbol or a malformed list, as Binance does", async () => {
    const app = await appWith({ RATES_UPSTREAM_URL: `${base}/api/v3/simple/price` });
    const cases: [string, string][] = [
      ["symbol=ETHUSDT", "symbol"],
      [`symbols=${encodeURIComponent('["BTCUSDT","DOGEBTC"]')}`, "symbols"],
      ["symbols=BTCUSDT", "symbols"],
      [`symbols=${encodeURIComponent("[]")}`, "symbols"],
      [`symbol=BTCUSDT&${both}`, "symbols"],
    ];
    for (const [query, field] of cases) {
      const res = await ticker(app, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message: "Invalid symbol.",
        fields: [{ name: field, text: "invalid_input" }],
      });
    }
  });
});

describe("the exchange-rates job and its configuration", () => {
  it("records the upstream's prices without a page asking (jobs/rates-refresh)", async () => {
    await ctx.database.db.delete(exchangeRates);
    handler = json({ bitcoin: { usd: 97000, rub: 7800000 }, tether: { usd: 1 } });
    const config = testConfig({ RATES_UPSTREAM_URL: `${base}/api/v3/simple/price` });
    const log = { warn: () => {} } as unknown as FastifyBaseLogger;
    await ratesRefresher(ctx.database.db, clock, log, config.rates)();
    expect((await stored()).map((r) => [r.symbol, r.price])).toEqual([
      ["BTCRUB", "7800000.00000000"],
      ["BTCUSDT", "97000.00000000"],
    ]);
  });
});
