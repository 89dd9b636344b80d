import { useState } from "react";
import { vi } from "vitest";
import { jsonResponse as json } from "../../../lib/query-testing";
import { ProfitSharingView } from "./profit-sharing-view";

/** Test fixtures of the profit-sharing page: split versions, a fake API and the page's part with its action. */
export const version = (over: Record<string, unknown>) => ({
  id: "v1",
  type: "profit_sharing",
  donor: { id: "m1", account_name: "alice" },
  recipient: { id: "m2", account_name: "bob" },
  percent: "10.0000",
  start_date: "2026-11-01",
  end_date: null,
  state: "active",
  created_at: "2026-10-31T12:00:00Z",
  ...over,
});
export const sharings = {
  data: {
    given: [
      version({}),
      version({ id: "v2", recipient: { id: "m4", account_name: "dave" }, percent: "10.0000" }),
      version({
        id: "r1",
        type: "referral",
        recipient: { id: "m9", account_name: "zed" },
        percent: "20.0000",
      }),
    ],
    received: [
      version({
        id: "v3",
        donor: { id: "m3", account_name: "carol" },
        recipient: { id: "m1", account_name: "alice" },
        percent: "5.5000",
      }),
    ],
    given_percent: "20.0000",
    next_start: "2026-11-26",
  },
};

type Route = unknown | ((body: unknown) => Response);
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

/** The page's part: the "Share with a miner" action lives in the page header. */
export function Harness({ canManage = true }: { canManage?: boolean }) {
  const [sharing, setSharing] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSharing(true)}>
        Page action
      </button>
      <ProfitSharingView
        minerId="m1"
        accountName="alice"
        canManage={canManage}
        sharing={sharing}
        onShare={() => setSharing(true)}
        onShareClose={() => setSharing(false)}
        isDeclined={() => false}
      />
    </>
  );
}
