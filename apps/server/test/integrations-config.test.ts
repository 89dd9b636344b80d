import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { publicIntegrations } from "../src/integrations-config";
import { chatWidgetSources, integrationCspSources } from "../src/plugins/integrations-csp";

const secret = "s".repeat(32);

describe("integrations in the configuration", () => {
  it("are all off by default: nothing to load, nothing more in the CSP", () => {
    const c = loadConfig({});
    expect(publicIntegrations(c.integrations)).toEqual({
      sentry: null,
      amplitude: null,
      chat: { intercom: null, dashly: null, carrot_quest: null },
    });
    expect(integrationCspSources(c.integrations)).toEqual({
      scriptSrc: [],
      connectSrc: [],
      imgSrc: [],
      fontSrc: [],
      frameSrc: [],
      mediaSrc: [],
    });
    expect(c.integrations.metrics).toEqual({ token: undefined, port: undefined });
  });

  it("serve the SPA what it needs, never a secret, and open the CSP to exactly those origins", () => {
    const c = loadConfig({
      NODE_ENV: "test",
      SENTRY_DSN: "https://abc@o1.ingest.sentry.io/42",
      AMPLITUDE_API_KEY: "a1b2c3d4e5f6",
      INTERCOM_APP_ID: "ab12cd",
      INTERCOM_SECRET: secret,
      CARROT_QUEST_APP_ID: "123-abc",
      CARROT_QUEST_SECRET: secret,
      CARROT_QUEST_SCRIPT_URL: "http://127.0.0.1:9999/carrot.js",
    });
    const served = publicIntegrations(c.integrations);
    expect(served).toEqual({
      sentry: { dsn: "https://abc@o1.ingest.sentry.io/42", environment: "test" },
      amplitude: { api_key: "a1b2c3d4e5f6", server_url: null },
      chat: {
        intercom: { app_id: "ab12cd", script_url: "https://widget.intercom.io/widget/ab12cd" },
        dashly: null,
        carrot_quest: { app_id: "123-abc", script_url: "http://127.0.0.1:9999/carrot.js" },
      },
    });
    expect(JSON.stringify(served)).not.toContain(secret);
    const csp = integrationCspSources(c.integrations);
    // Sentry and Amplitude first, then each configured chat widget: its script's origin and its own origins.
    expect(csp.connectSrc.slice(0, 2)).toEqual(["https://o1.ingest.sentry.io", "https://api2.amplitude.com"]);
    expect(csp.scriptSrc).toContain("http://127.0.0.1:9999");
    for (const vendor of ["intercom", "carrot_quest"] as const) {
      for (const [directive, origins] of Object.entries(chatWidgetSources[vendor])) {
        for (const origin of origins) expect(csp[directive as keyof typeof csp]).toContain(origin);
      }
    }
    expect(csp.connectSrc).toContain("wss://nexus-websocket-a.intercom.io");
    expect(csp.connectSrc).toContain("wss://*.carrotquest.app");
    expect(csp.frameSrc).toContain("https://intercom-sheets.com");
    // Dashly is not configured: none of its origins.
    expect(JSON.stringify(csp)).not.toContain("dashly");
    for (const list of Object.values(csp)) expect(new Set(list).size).toBe(list.length);
  });

  it("open the CSP to a local stub script's origin beside the vendor's own origins", () => {
    const c = loadConfig({
      DASHLY_APP_ID: "d1",
      DASHLY_SECRET: secret,
      DASHLY_SCRIPT_URL: "http://127.0.0.1:9999/dashly.js",
    });
    const csp = integrationCspSources(c.integrations);
    expect(csp.scriptSrc).toEqual(["http://127.0.0.1:9999", "https://*.dashly.app", "https://*.dashly.io"]);
    expect(csp.connectSrc).toEqual([
      "https://*.dashly.app",
      "https://*.dashly.io",
      "wss://*.dashly.app",
      "wss://*.dashly.io",
    ]);
  });

  it("refuse a chat widget without its verification secret (and the reverse), never echoing a secret", () => {
    expect(() => loadConfig({ DASHLY_APP_ID: "d1" })).toThrow(
      new ConfigError("Missing DASHLY_SECRET: a chat widget needs DASHLY_APP_ID and DASHLY_SECRET together"),
    );
    expect(() => loadConfig({ INTERCOM_SECRET: secret })).toThrow(/Missing INTERCOM_APP_ID/);
    expect(() => loadConfig({ INTERCOM_APP_ID: "x", INTERCOM_SECRET: "short-secret" })).toThrow(
      new ConfigError("Invalid INTERCOM_SECRET: must be at least 16 characters"),
    );
    expect(() => loadConfig({ SENTRY_DSN: "ftp://x" })).toThrow(/^Invalid SENTRY_DSN: must be an http/);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      new ConfigError("Invalid METRICS_TOKEN: must be at least 24 characters"),
    );
  });
});
