import type { Payment } from "@pithead/contract";
import payments from "@pithead/contract/locales/en/payments.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setWatcherToken } from "../../../lib/api-client";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import type { PaymentsOwner } from "../types";
import { PaymentsView } from "./payments-view";

const base = {
  miner_id: "m1",
  operator_id: null,
  account_name: "alice",
  status: "completed",
  settlement_day: null,
  counterparty: null,
  address: null,
  tx_id: null,
  reward: null,
  sharing: null,
  referred_account: null,
} as const;
const reward: Payment = {
  ...base,
  id: "p1",
  type: "reward",
  direction: "incoming",
  amount: 123_456,
  created_at: "2026-11-21T09:00:00.000Z",
  settlement_day: "2026-11-20",
  reward: {
    share_difficulty: "1234567.5",
    hashrate_ths: "101.250",
    rate_sats_per_th_day: "1234.567",
    gross: 124_577,
    fee_percent: null,
    fee: null,
    net: 123_456,
  },
};
const payout: Payment = {
  ...base,
  id: "p2",
  type: "payout",
  direction: "outgoing",
  status: "pending",
  amount: 100_000_000,
  created_at: "2026-11-20T14:00:00.000Z",
  address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

let calls: { url: URL; headers: Record<string, string> }[] = [];
beforeEach(() => {
  calls = [];
  mockMatchMedia(true);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://pool.test");
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url.pathname.endsWith("/export"))
      return new Response("day,amount\n2026-11-20,0.00123456\n", {
        headers: { "Content-Disposition": 'attachment; filename="alice-7d.csv"' },
      });
    return json({ data: [reward, payout], total: 120, page: 1, per_page: 50 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  setWatcherToken(null);
});

async function renderView(owner: PaymentsOwner = { type: "miner", id: "m1" }, href = "/payments") {
  const i18n = await initTestI18n("en", payments);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/payments", element: <PaymentsView owner={owner} /> }], {
    initialEntries: [href],
  });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getAllByTestId("payment-row")).toHaveLength(2));
  return router;
}

describe("the payments view", () => {
  it("lists a page with signed BTC amounts, status badges and the payout's address", async () => {
    await renderView();
    const list = calls.find((call) => call.url.pathname === "/api/backend/v0.1/miners/m1/payments");
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      sort: "desc",
      page: "1",
      per_page: "50",
    });
    expect(screen.getAllByTestId("payment-amount").map((el) => el.textContent)).toEqual([
      "+0.00123456",
      "-1.00000000",
    ]);
    expect(screen.getAllByTestId("payment-status").map((el) => el.textContent)).toEqual([
      "Completed",
      "Pending",
    ]);
    expect(screen.getByTestId("payment-address").textContent).toBe(payout.address);
    expect(screen.getByText("Transaction not sent yet")).toBeTruthy();
    expect(screen.getByTestId("payments-count").textContent).toBe("1–50 of 120");
  });

  it("opens a reward to the day's figures, without a fee line when the fee is hidden", async () => {
    await renderView();
    fireEvent.click(screen.getByTestId("payment-expand"));
    const figures = screen.getByTestId("reward-figures");
    expect(within(figures).getByTestId("reward-hashrate").textContent).toBe("Average hashrate101.250 TH/s");
    expect(within(figures).getByTestId("reward-gross").textContent).toBe("Gross0.00124577 BTC");
    expect(within(figures).getByTestId("reward-net").textContent).toBe("Net0.00123456 BTC");
    expect(within(figures).queryByTestId("reward-fee")).toBeNull();
  });

  it("keeps filters and pages in the address and asks the server with them", async () => {
    const router = await renderView(undefined, "/payments?page=2");
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "reward" } });
    await waitFor(() => expect(router.state.location.search).toBe("?type=reward"));
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "asc" } });
    await waitFor(() => expect(router.state.location.search).toBe("?type=reward&sort=asc"));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?type=reward&sort=asc&page=2"));
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe("?type=reward&sort=asc&page=2&per_page=50"));
  });

  it("exports a miner's CSV for the chosen days with the watcher token", async () => {
    const save = vi.fn();
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:csv");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      save(this.download, this.href);
    });
    setWatcherToken("w-token");
    await renderView();
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    fireEvent.click(await screen.findByLabelText("Last 30 days"));
    fireEvent.click(screen.getByTestId("export-download"));
    await waitFor(() => expect(save).toHaveBeenCalledWith("alice-7d.csv", "blob:csv"));
    const exported = calls.find((call) => call.url.pathname.endsWith("/export"));
    expect(exported?.url.pathname).toBe("/api/backend/v0.1/miners/m1/payments/export");
    expect(exported?.url.search).toBe("?days=30");
    expect(exported?.headers["X-Watcher-Token"]).toBe("w-token");
  });

  it("shows cards below 1024 px and no export for a pool", async () => {
    mockMatchMedia(false);
    await renderView({ type: "pool", id: "pool1" });
    expect(screen.getByTestId("payment-cards")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(calls[0]?.url.pathname).toBe("/api/backend/v0.1/pools/pool1/payments");
  });
});
