import type { CookieJar } from "tough-cookie";
import { afterAll, beforeAll } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { freePort } from "../src/lib/free-port";
import { buildTestApp, useTestDatabase } from "./helper";

const selfService = "/identity/self-service";

/**
 * The set-up of an identity test file: a migrated database without demo data, a TestClock at
 * `now`, and the app on `publicUrl`, built before the file's tests and closed after them. `onApp`
 * receives the built app (the file keeps it in its own `let app`). `base` is the self-service path.
 */
export function useIdentityApp(onApp: (app: App) => void, opts: { now?: string; publicUrl?: string } = {}) {
  const ctx = useTestDatabase({ demo: false });
  const clock = new TestClock(opts.now ?? "2025-03-01T10:00:00Z");
  let app: App | undefined;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database, {
      env: { PUBLIC_URL: opts.publicUrl ?? "https://pool.test" },
      clock,
    });
    onApp(app);
  });
  afterAll(() => app?.close());
  return { ctx, clock, base: selfService };
}

/**
 * For the @ory/client-fetch tests: the app listening on 127.0.0.1 at a free port (PUBLIC_URL
 * `http://127.0.0.1:<port>`), on a database without demo data. `onApp` receives the app and the
 * identity base URL once it listens; the app is closed after the file's tests.
 */
export function useListeningIdentityApp(onApp: (app: App, baseUrl: string) => void) {
  const ctx = useTestDatabase({ demo: false });
  let app: App | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    app = await buildTestApp(ctx.database, { env: { PUBLIC_URL: publicUrl } });
    await app.listen({ port, host: "127.0.0.1" });
    onApp(app, `${publicUrl}/identity`);
  });
  afterAll(() => app?.close());
  return ctx;
}

/** The SDK's `fetchApi` for a browser-like client: cookies kept in `jar`, redirects not followed. */
export function cookieFetch(jar: CookieJar): typeof fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    const headers = new Headers(init?.headers);
    const cookie = await jar.getCookieString(url);
    if (cookie) headers.set("cookie", cookie);
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) await jar.setCookie(line, url);
    return res;
  };
}

/** A tiny cookie jar for app.inject: keeps what Set-Cookie sets, sends it back. */
export class InjectJar {
  cookies = new Map<string, string>();

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = "", ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => a.trim().toLowerCase() === "max-age=0");
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export const jsonHeaders = { accept: "application/json" };

type Method = "GET" | "POST" | "DELETE";

/** A JSON request through app.inject with the jar's cookies (browser-style client). */
export async function browserRequest(
  app: App,
  jar: InjectJar,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const cookie = jar.header();
  const res = await app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...jsonHeaders, ...(cookie ? { cookie } : {}), ...headers },
  });
  jar.store(res.headers["set-cookie"]);
  return res;
}

export type FlowJson = {
  id: string;
  type: string;
  ui: {
    action: string;
    nodes: { attributes: Record<string, unknown>; messages: { id: number }[] }[];
    messages?: { id: number; text: string }[];
  };
  [k: string]: unknown;
};

export function csrfOf(flow: FlowJson): string {
  const node = flow.ui.nodes.find((n) => n.attributes.name === "csrf_token");
  return String(node?.attributes.value ?? "");
}

export function nodeMessages(flow: FlowJson, name: string): number[] {
  return flow.ui.nodes.find((n) => n.attributes.name === name)?.messages.map((m) => m.id) ?? [];
}

export function flowMessages(flow: FlowJson): number[] {
  return (flow.ui.messages ?? []).map((m) => m.id);
}

export const goodPassword = "Quarry-lamp-2026!";

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers through a browser flow (JSON); the jar ends up holding the session cookie. */
export async function registerBrowser(app: App, jar: InjectJar, email: string, password = goodPassword) {
  const created = await browserRequest(app, jar, "GET", "/identity/self-service/registration/browser");
  const flow = created.json() as FlowJson;
  return browserRequest(app, jar, "POST", `/identity/self-service/registration?flow=${flow.id}`, {
    method: "password",
    csrf_token: csrfOf(flow),
    password,
    traits: { email, terms_agreed: true },
  });
}

/** Signs in through a browser flow (JSON). */
export async function loginBrowser(
  app: App,
  jar: InjectJar,
  identifier: string,
  password = goodPassword,
  query = "",
) {
  const created = await browserRequest(app, jar, "GET", `/identity/self-service/login/browser${query}`);
  const flow = created.json() as FlowJson;
  const res = await browserRequest(app, jar, "POST", `/identity/self-service/login?flow=${flow.id}`, {
    method: "password",
    csrf_token: csrfOf(flow),
    identifier,
    password,
  });
  return { created, flow, res };
}

/** A browser code flow of `kind` (JSON client) that has sent a code to `email`. */
export async function sentCodeFlow(
  app: App,
  jar: InjectJar,
  kind: "recovery" | "verification",
  email: string,
) {
  const created = (
    await browserRequest(app, jar, "GET", `${selfService}/${kind}/browser`)
  ).json() as FlowJson;
  const res = await browserRequest(app, jar, "POST", `${selfService}/${kind}?flow=${created.id}`, {
    method: "code",
    email,
    csrf_token: csrfOf(created),
  });
  return { res, flow: res.json() as FlowJson };
}

/** Submits `code` to a browser code flow of `kind`. */
export function submitCodeFlow(
  app: App,
  jar: InjectJar,
  kind: "recovery" | "verification",
  flow: FlowJson,
  code: string,
) {
  return browserRequest(app, jar, "POST", `${selfService}/${kind}?flow=${flow.id}`, {
    method: "code",
    code,
    csrf_token: csrfOf(flow),
  });
}
