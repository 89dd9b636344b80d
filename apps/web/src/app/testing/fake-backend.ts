import type { PoolConfig } from "@pithead/contract";
import { vi } from "vitest";
import type { Identity } from "../../features/accounts/types";

export const testConfig: PoolConfig = {
  id: "pool-1",
  name: "Pithead",
  addresses: [
    { type: "api", address: "http://pool.test/api" },
    { type: "auth", address: "http://pool.test/identity" },
    { type: "stratum", address: "stratum+tcp://pool.test:3333" },
  ],
  settings: {
    default_language: "en",
    available_languages: ["en", "ru", "cn"],
    exchange_rates: { refresh_ms: 300_000, provider_url: "https://api.coingecko.com/api/v3/simple/price" },
    payout_time_utc: "14:00",
    integrations: {
      sentry: null,
      amplitude: null,
      chat: { intercom: null, dashly: null, carrot_quest: null },
    },
  },
  pool_settings: {
    mining_report: false,
    tax_calculator: false,
    extra_currencies: [],
    app_theme: "default",
    terms_url: "/",
  },
};

export type FakeBackend = {
  config?: unknown;
  /** `null`: the config call fails. */
  configStatus?: number;
  session?: boolean;
  identity?: Identity | null;
  watcher?: boolean;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const session = {
  id: "s1",
  active: true,
  identity: { id: "u1", schema_id: "default", schema_url: "", traits: { email: "a@pool.test" } },
};

/** A password login flow as the identity service draws it. */
export const loginFlow = {
  id: "flow-1",
  type: "browser",
  expires_at: "2030-01-01T00:00:00Z",
  issued_at: "2026-01-01T00:00:00Z",
  request_url: "http://pool.test/identity/self-service/login/browser",
  state: "choose_method",
  ui: {
    action: "http://pool.test/identity/self-service/login?flow=flow-1",
    method: "POST",
    nodes: [
      {
        type: "input",
        group: "default",
        attributes: {
          name: "csrf_token",
          type: "hidden",
          value: "csrf-1",
          required: true,
          disabled: false,
          node_type: "input",
        },
        messages: [],
        meta: {},
      },
      {
        type: "input",
        group: "default",
        attributes: {
          name: "identifier",
          type: "text",
          value: "",
          required: true,
          disabled: false,
          node_type: "input",
        },
        messages: [],
        meta: { label: { id: 1070004, text: "ID", type: "info" } },
      },
      {
        type: "input",
        group: "password",
        attributes: {
          name: "password",
          type: "password",
          required: true,
          autocomplete: "current-password",
          disabled: false,
          node_type: "input",
        },
        messages: [],
        meta: { label: { id: 1070001, text: "Password", type: "info" } },
      },
      {
        type: "input",
        group: "password",
        attributes: {
          name: "method",
          type: "submit",
          value: "password",
          disabled: false,
          node_type: "input",
        },
        messages: [],
        meta: { label: { id: 1010022, text: "Sign in with password", type: "info" } },
      },
    ],
  },
};

/** Answers the app's calls by URL: configuration, Ory whoami, identity, watcher check, version. */
export function installFakeBackend(backend: FakeBackend) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.includes("/pools/current")) {
      return json(backend.configStatus ?? 200, backend.config === undefined ? testConfig : backend.config);
    }
    if (url.includes("/sessions/whoami")) {
      return backend.session ? json(200, session) : json(401, { error: { id: "session_inactive" } });
    }
    if (url.endsWith("/api/backend/v0.1/identity")) {
      return backend.identity
        ? json(200, backend.identity)
        : json(500, { code: "internal_error", message: "x" });
    }
    if (url.includes("/watchers/")) {
      return backend.watcher
        ? json(200, { permissions: [{ id: "w1" }] })
        : json(404, { code: "not_found", message: "x" });
    }
    if (url.includes("/self-service/login/browser")) return json(200, loginFlow);
    if (url.includes("/meta/version.json")) return json(200, { version: "test" });
    return json(404, { code: "not_found", message: `unexpected ${url}` });
  });
}

export function identityWith(permissions: Identity["permissions"]): Identity {
  return {
    user: { id: "u1", email: "a@pool.test", language: "en" },
    permissions,
    credentials: {},
    wallets: [],
  };
}
