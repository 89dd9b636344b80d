import { poolConfigSchema } from "@pithead/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { payoutSchedules, pools } from "../src/db/schema";
import { buildTestApp, useTestDatabase } from "./helper";

const ctx = useTestDatabase({ demo: true });
let app: App;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { env: { PUBLIC_URL: "https://pool.example.com" } });
});
afterAll(() => app.close());

describe("GET /api/backend/v0.1/pools/current", () => {
  it("answers the seeded pool's configuration", async () => {
    const res = await app.inject("/api/backend/v0.1/pools/current");
    expect(res.statusCode).toBe(200);
    const body = poolConfigSchema.parse(res.json());
    expect(body).toEqual({
      id: expect.any(String),
      name: "Pithead",
      addresses: [
        { type: "api", address: "https://pool.example.com/api/backend" },
        { type: "auth", address: "https://pool.example.com/identity" },
        { type: "stratum", address: "stratum+tcp://stratum.pithead.test:3333" },
        { type: "stratum", address: "stratum+tcp://stratum-eu.pithead.test:3333" },
        { type: "stratum", address: "stratum+tcp://stratum-asia.pithead.test:3333" },
      ],
      settings: {
        default_language: "en",
        available_languages: ["en", "ru", "cn"],
        exchange_rates: { refresh_ms: 300000, provider_url: "https://api.coingecko.com/api/v3/simple/price" },
        payout_time_utc: "14:00",
        integrations: {
          sentry: null,
          amplitude: null,
          chat: { intercom: null, dashly: null, carrot_quest: null },
        },
      },
      pool_settings: {
        mining_report: true,
        tax_calculator: true,
        extra_currencies: ["RUB"],
        app_theme: "default",
        terms_url: "/",
      },
    });
  });

  it("names a real Ory Kratos as the auth address when IDENTITY_URL is set, and mounts no built-in one", async () => {
    const kratos = await buildTestApp(ctx.database, {
      env: { PUBLIC_URL: "https://pool.example.com", IDENTITY_URL: "https://pool.example.com/kratos" },
    });
    const res = await kratos.inject("/api/backend/v0.1/pools/current");
    const builtIn = await kratos.inject({ url: "/identity/self-service/login/api" });
    await kratos.close();
    expect(res.json().addresses[1]).toEqual({ type: "auth", address: "https://pool.example.com/kratos" });
    expect(builtIn.statusCode).toBe(404);
  });

  it("names the configured price service and polling interval, and the CSP lets the SPA reach it", async () => {
    const custom = await buildTestApp(ctx.database, {
      env: {
        RATES_REFRESH_MS: "60000",
        RATES_PROVIDER_URL: "https://prices.example.net/api/v3/simple/price",
      },
    });
    const res = await custom.inject("/api/backend/v0.1/pools/current");
    await custom.close();
    expect(res.json().settings.exchange_rates).toEqual({
      refresh_ms: 60000,
      provider_url: "https://prices.example.net/api/v3/simple/price",
    });
    expect(res.headers["content-security-policy"]).toContain(
      "connect-src 'self' https://prices.example.net;",
    );
  });

  it("reflects a change of the settings in the database", async () => {
    await ctx.database.db
      .update(pools)
      .set({ appTheme: "headframe", extraCurrencies: [] })
      .where(eq(pools.isCurrent, true));
    const res = await app.inject("/api/backend/v0.1/pools/current");
    expect(res.json().pool_settings).toMatchObject({ app_theme: "headframe", extra_currencies: [] });
  });

  it("gives the platform's payout time once the schedule is set", async () => {
    const [pool] = await ctx.database.db.select().from(pools).where(eq(pools.isCurrent, true));
    await ctx.database.db
      .insert(payoutSchedules)
      .values({ poolId: pool?.id ?? "", timeUtc: "16:30", updatedAt: new Date() })
      .onConflictDoUpdate({ target: payoutSchedules.poolId, set: { timeUtc: "16:30" } });
    const res = await app.inject("/api/backend/v0.1/pools/current");
    expect(res.json().settings.payout_time_utc).toBe("16:30");
  });

  it("the database refuses an unknown theme", async () => {
    await expect(
      ctx.database.db.update(pools).set({ appTheme: "neon" }).where(eq(pools.isCurrent, true)),
    ).rejects.toThrow();
  });

  it("answers 404 not_found when no pool is current", async () => {
    await ctx.database.db.update(pools).set({ isCurrent: false });
    const res = await app.inject("/api/backend/v0.1/pools/current");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "not_found", message: "No current pool is configured" });
  });
});
