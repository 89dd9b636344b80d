import auth from "@pithead/contract/locales/en/auth.json";
import errors from "@pithead/contract/locales/en/errors.json";
import wallet from "@pithead/contract/locales/en/wallet.json";
import { vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";

export { json, renderWithQueries };

export const initWalletI18n = () => initTestI18n("en", { ...wallet, ...errors, ...auth });

type Route = unknown | ((body: unknown) => Response);

/**
 * Answers product API calls by `"<METHOD> <path>"` (path after `/api/backend/v0.1/`, no query; GET may be
 * left out); anything else is a 404. Returns the spy, whose calls hold the sent bodies.
 */
export function fakeApi(routes: Record<string, Route>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://t");
    const path = url.pathname.replace("/api/backend/v0.1/", "");
    const method = init?.method ?? "GET";
    const route = routes[`${method} ${path}`] ?? (method === "GET" ? routes[path] : undefined);
    if (route === undefined) return json(404, { code: "not_found", message: path });
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return typeof route === "function" ? (route as (body: unknown) => Response)(body) : json(200, route);
  });
}

export const sentBodies = (spy: ReturnType<typeof fakeApi>, path: string) =>
  spy.mock.calls
    .filter(([url, init]) => String(url).endsWith(path) && init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)));
