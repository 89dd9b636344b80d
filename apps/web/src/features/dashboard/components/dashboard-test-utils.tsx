import dashboard from "@pithead/contract/locales/en/dashboard.json";
import { vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";

export { renderWithQueries };

export const initDashboardI18n = () => initTestI18n("en", dashboard);

/** Answers API calls by path (after `/api/backend/v0.1/`, without the query); anything else is a 404. */
export function fakeApi(routes: Record<string, unknown | (() => Response)>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://t",
    );
    const path = url.pathname.replace("/api/backend/v0.1/", "");
    const route = routes[path];
    if (route === undefined) return json(404, { code: "not_found", message: path });
    return typeof route === "function" ? (route as () => Response)() : json(200, route);
  });
}

export const failWith = (status: number) => () => json(status, { code: "internal_error", message: "x" });

export const figures = {
  hash_rate_15m: 123_456_789_012_345,
  hash_rate_1h: 120e12,
  hash_rate_24h: 0,
  shares_15m: 1000,
  shares_1h: 4000,
  shares_24h: 0,
  rel_error_15m: 1 / Math.sqrt(1000),
  rel_error_1h: 1 / Math.sqrt(4000),
  rel_error_24h: null,
  reject_pct_15m: 0.25,
};
