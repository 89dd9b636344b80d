import type { OperatorFeeDay, Payment } from "@pithead/contract";
import payments from "@pithead/contract/locales/en/payments.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import { PaymentsView } from "./payments-view";

const row = {
  miner_id: null,
  operator_id: "o1",
  account_name: "northhub",
  status: "completed",
  counterparty: null,
  address: null,
  tx_id: null,
  reward: null,
  sharing: null,
  referred_account: null,
} as const;
const fee: Payment = {
  ...row,
  id: "f1",
  type: "operator_fee",
  direction: "incoming",
  amount: 30_000,
  created_at: "2026-11-21T09:00:00.000Z",
  settlement_day: "2026-11-20",
};
const payout: Payment = {
  ...row,
  id: "f2",
  type: "payout",
  direction: "outgoing",
  status: "pending",
  amount: 500_000,
  created_at: "2026-11-20T14:00:00.000Z",
  settlement_day: null,
  address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
};
const customerReward: Payment = {
  ...row,
  id: "c1",
  miner_id: "m1",
  operator_id: null,
  account_name: "northhub01",
  type: "reward",
  direction: "incoming",
  amount: 100_000,
  created_at: "2026-11-21T09:00:00.000Z",
  settlement_day: "2026-11-20",
};
const day: OperatorFeeDay = {
  day: "2026-11-20",
  total: 30_000,
  customers: [
    { miner_id: "m2", account_name: "northhub02", gross: 400_000, fee: 20_000 },
    { miner_id: "m1", account_name: "northhub01", gross: 200_000, fee: 10_000 },
  ],
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

let calls: URL[] = [];
beforeEach(() => {
  calls = [];
  mockMatchMedia(true);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://pool.test");
    calls.push(url);
    if (url.pathname.endsWith("/fee-income/2026-11-20")) return json({ data: day });
    const own = url.searchParams.get("scope") === "own";
    const data = own ? [fee, payout] : [customerReward];
    return json({ data, total: data.length, page: 1, per_page: 50 });
  });
});
afterEach(() => vi.restoreAllMocks());

async function renderOperator(href = "/payments") {
  const i18n = await initTestI18n("en", payments);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "/payments", element: <PaymentsView owner={{ type: "operator", id: "o1" }} /> }],
    { initialEntries: [href] },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  await screen.findAllByTestId("payment-row");
  return router;
}

const typeOptions = () =>
  Array.from((screen.getByLabelText("Type") as HTMLSelectElement).options).map((option) => option.text);

describe("an operator's payments", () => {
  it("switch from the customers' payments to its own fee income and payouts, kept in the address", async () => {
    const user = userEvent.setup();
    const router = await renderOperator("/payments?type=reward&page=2");
    const customers = screen.getByRole("button", { name: "Customers' payments" });
    expect(customers.getAttribute("aria-pressed")).toBe("true");
    expect(calls[0]?.searchParams.get("scope")).toBe("customers");
    expect(typeOptions()).not.toContain("Operator fee income");
    expect(typeOptions()).toContain("Referral income");

    await user.click(screen.getByRole("button", { name: "Fee income and payouts" }));
    await waitFor(() => expect(router.state.location.search).toBe("?scope=own"));
    await waitFor(() => expect(screen.getAllByTestId("payment-row")).toHaveLength(2));
    expect(calls.at(-1)?.searchParams.get("scope")).toBe("own");
    expect(screen.getAllByTestId("payment-type").map((cell) => cell.textContent)).toEqual([
      "Operator fee income",
      "Payout",
    ]);
    expect(screen.getAllByTestId("payment-amount").map((cell) => cell.textContent)).toEqual([
      "+0.00030000",
      "-0.00500000",
    ]);
    expect(screen.getByText("For Nov 20, 2026")).toBeTruthy();
    // Its own rows are all its own: no account column; the type filter offers what the list can hold.
    expect(screen.queryByRole("columnheader", { name: "Account" })).toBeNull();
    expect(typeOptions()).toEqual(["All", "Operator fee income", "Payout"]);
  });

  it("open a fee income day to the fee per customer, largest first, from the keyboard", async () => {
    const user = userEvent.setup();
    await renderOperator("/payments?scope=own");
    const [feeRow] = screen.getAllByTestId("payment-row");
    const open = within(feeRow as HTMLElement).getByRole("button", { name: "Show the fee per customer" });
    expect(screen.getAllByTestId("payment-expand")).toHaveLength(1);
    open.focus();
    await user.keyboard("{Enter}");
    const breakdown = await screen.findByTestId("fee-income-breakdown");
    expect(calls.at(-1)?.pathname).toBe("/api/backend/v0.1/operators/o1/fee-income/2026-11-20");
    expect(open.getAttribute("aria-expanded")).toBe("true");
    expect(within(breakdown).getByRole("heading").textContent).toBe(
      "Fee income for Nov 20, 2026 by customer",
    );
    expect(
      within(breakdown)
        .getAllByTestId("fee-income-customer")
        .map((line) => line.textContent),
    ).toEqual(["northhub020.004000000.00020000", "northhub010.002000000.00010000"]);
    expect(within(breakdown).getByTestId("fee-income-total").textContent).toBe("0.00030000");
    await user.keyboard("{Enter}");
    expect(screen.queryByTestId("fee-income-breakdown")).toBeNull();
  });

  it("open the breakdown from a card too below 1024 px", async () => {
    mockMatchMedia(false);
    const user = userEvent.setup();
    await renderOperator("/payments?scope=own");
    expect(screen.getByTestId("payment-cards")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show the fee per customer" }));
    expect(await screen.findByTestId("fee-income-total")).toBeTruthy();
  });
});
