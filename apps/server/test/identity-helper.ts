import type { App } from "../src/app";

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
