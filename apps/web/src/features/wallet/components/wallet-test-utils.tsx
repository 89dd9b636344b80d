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

/** `GET miners/m1/wallet`'s answer: a miner's wallet without an address, 0.001 BTC minimum, `over` on top. */
export const walletAnswer = (over: object = {}) => ({
  data: {
    id: "w1",
    owner_type: "miner",
    miner_id: "m1",
    operator_id: null,
    currency: "BTC",
    address: null,
    payouts_paused_until: null,
    min_payment: 100_000,
    max_payment: 0,
    min_payment_floor: 10_000,
    min_payment_ceiling: 100_000_000,
    balance: 40_000,
    daily_average: 20_000,
    payout_time_utc: "14:00",
    ...over,
  },
});
