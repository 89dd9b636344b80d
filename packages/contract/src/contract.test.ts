import { describe, expect, it } from "vitest";
import { errorBodySchema, isLanguage, localeOf, poolConfigSchema } from "./index";

describe("contract schemas", () => {
  it("accepts a product error with field errors and rejects one without a code", () => {
    const body = {
      code: "validation_failed",
      message: "Invalid input",
      fields: [{ name: "email", text: "required" }],
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ message: "x" }).success).toBe(false);
  });

  it("validates the pool configuration the SPA boots from", () => {
    const config = {
      id: "p1",
      name: "Pithead",
      addresses: [{ type: "auth", address: "http://127.0.0.1:8080/identity" }],
      settings: {
        default_language: "en",
        available_languages: ["en", "ru", "cn"],
        exchange_rates: { refresh_ms: 300000, provider_url: "https://api.coingecko.com/api/v3/simple/price" },
        payout_time_utc: "14:00",
        integrations: {
          sentry: null,
          amplitude: null,
          chat: {
            intercom: { app_id: "ab12", script_url: "https://widget.intercom.io/widget/ab12" },
            dashly: null,
            carrot_quest: null,
          },
        },
      },
      pool_settings: {
        mining_report: true,
        tax_calculator: false,
        extra_currencies: ["RUB"],
        app_theme: "headframe",
        terms_url: "/",
      },
    };
    expect(poolConfigSchema.parse(config)).toEqual(config);
    expect(
      poolConfigSchema.safeParse({ ...config, pool_settings: { ...config.pool_settings, app_theme: "neon" } })
        .success,
    ).toBe(false);
    const settings = (patch: object) => ({ ...config, settings: { ...config.settings, ...patch } });
    expect(poolConfigSchema.safeParse(settings({ payout_time_utc: "24:00" })).success).toBe(false);
    expect(poolConfigSchema.safeParse(settings({ integrations: undefined })).success).toBe(false);
  });

  it("knows the three languages and their locales", () => {
    expect(isLanguage("cn")).toBe(true);
    expect(isLanguage("zh")).toBe(false);
    expect(localeOf).toEqual({ en: "en-US", ru: "ru-RU", cn: "cn-CN" });
  });
});
