import * as contract from "@pithead/contract";
import { describe, expect, it } from "vitest";
import * as shell from "./response-schemas";

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
      sentry: { dsn: "https://k@o1.ingest.sentry.io/1", environment: "production" },
      amplitude: { api_key: "k", server_url: null },
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
const settings = (patch: object) => ({ ...config, settings: { ...config.settings, ...patch } });
const pool = (patch: object) => ({ ...config, pool_settings: { ...config.pool_settings, ...patch } });

const configs: [string, unknown][] = [
  ["a full configuration", config],
  ["an extra field (dropped)", { ...config, extra: 1 }],
  ["no integrations", settings({ integrations: undefined })],
  ["an unknown theme", pool({ app_theme: "neon" })],
  ["an unknown language", settings({ available_languages: ["en", "de"] })],
  ["24:00", settings({ payout_time_utc: "24:00" })],
  ["a fractional refresh", settings({ exchange_rates: { refresh_ms: 1.5, provider_url: "x" } })],
  ["an unknown address type", { ...config, addresses: [{ type: "ftp", address: "x" }] }],
  ["a number for a name", { ...config, name: 1 }],
  ["null", null],
];

const errorBodies: [string, unknown][] = [
  ["code and message", { code: "not_found", message: "Not found" }],
  [
    "fields",
    { code: "validation_failed", message: "Invalid", fields: [{ name: "a", text: "b" }], fields_total: 1 },
  ],
  ["retry after", { code: "rate_limited", message: "Later", retry_after_seconds: 30 }],
  ["a fractional retry", { code: "rate_limited", message: "Later", retry_after_seconds: 0.5 }],
  ["no message", { code: "not_found" }],
  ["a field without text", { code: "x", message: "y", fields: [{ name: "a" }] }],
  ["a string", "Bad gateway"],
];

describe("the shell's answer checks (valibot) agree with the contract's schemas", () => {
  it.each(configs)("pools/current: %s", (_name, body) => {
    const theirs = contract.poolConfigSchema.safeParse(body);
    if (theirs.success) expect(shell.parsePoolConfig(body)).toEqual(theirs.data);
    else expect(() => shell.parsePoolConfig(body)).toThrow();
  });

  it.each(errorBodies)("the error body: %s", (_name, body) => {
    const theirs = contract.errorBodySchema.safeParse(body);
    expect(shell.parseErrorBody(body)).toEqual(theirs.success ? theirs.data : null);
  });

  it.each([
    ["a version", { version: "1.0.0+abc" }],
    ["no version", {}],
    ["a number", { version: 1 }],
  ])("meta/version.json: %s", (_name, body) => {
    const theirs = contract.versionSchema.safeParse(body);
    if (theirs.success) expect(shell.parseVersion(body)).toBe(theirs.data.version);
    else expect(() => shell.parseVersion(body)).toThrow();
  });
});
