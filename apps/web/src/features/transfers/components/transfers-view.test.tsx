import payments from "@pithead/contract/locales/en/payments.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import { TransfersView } from "./transfers-view";

const accounts = [
  { id: "11111111-1111-4111-8111-111111111111", account_name: "alice" },
  { id: "22222222-2222-4222-8222-222222222222", account_name: "alice_2" },
];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

let posted: unknown[] = [];
let refuse = false;
beforeEach(() => {
  posted = [];
  refuse = false;
  mockMatchMedia(true);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://pool.test");
    if (url.pathname.endsWith("/balance"))
      return json({ data: { currency: "BTC", balance: 150_000_000, pending_payouts: 0 } });
    if (url.pathname.endsWith("/payments")) return json({ data: [], total: 0, page: 1, per_page: 10 });
    posted.push(JSON.parse(String(init?.body)));
    if (refuse) return json({ code: "insufficient_balance", message: "Not enough" }, 400);
    return json({ data: {} });
  });
});
afterEach(() => vi.restoreAllMocks());

async function renderView(list = accounts, accountType?: "miner" | "operator" | "pool") {
  const i18n = await initTestI18n("en", payments);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TransfersView
          accounts={list}
          activeId={accounts[1]?.id ?? null}
          accountType={accountType}
          isDeclined={() => false}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe("the transfers view", () => {
  it("starts from the active account, shows its balance and sends the amount as exact satoshis", async () => {
    await renderView();
    expect((screen.getByLabelText("From account") as HTMLSelectElement).value).toBe(accounts[1]?.id);
    await waitFor(() =>
      expect(screen.getByTestId("transfer-balance").textContent).toBe("Available: 1.50000000 BTC"),
    );
    fireEvent.change(screen.getByLabelText("Amount, BTC"), { target: { value: "0.29" } });
    fireEvent.click(screen.getByRole("button", { name: "Transfer" }));
    await waitFor(() => expect(posted).toEqual([{ to_miner_id: accounts[0]?.id, amount: 29_000_000 }]));
  });

  it("checks the amount as typed, keeps Transfer disabled while an error shows, and shows the server's refusal under the amount", async () => {
    await renderView();
    await waitFor(() => expect(screen.getByTestId("transfer-balance").textContent).toContain("1.5"));
    const amount = screen.getByLabelText("Amount, BTC");
    const submit = screen.getByRole("button", { name: "Transfer" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.queryByTestId("transfer-error")).toBeNull();
    fireEvent.blur(amount);
    expect(screen.getByTestId("transfer-error").textContent).toBe("Enter an amount");
    fireEvent.change(amount, { target: { value: "0.000000001" } });
    expect(screen.getByTestId("transfer-error").textContent).toBe(
      "At most 8 decimals: 0.00000001 BTC is one satoshi",
    );
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: "1.50000001" } });
    expect(screen.getByTestId("transfer-error").textContent).toBe(
      "The amount is above the available balance",
    );
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: "abc" } });
    expect(screen.getByTestId("transfer-error").textContent).toBe("Enter an amount in BTC, such as 0.015");
    expect(posted).toEqual([]);
    refuse = true;
    fireEvent.change(amount, { target: { value: "1" } });
    expect(screen.queryByTestId("transfer-error")).toBeNull();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    await waitFor(() => expect(amount.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByTestId("transfer-error").id).toBe("transfer-amount-error");
    expect(screen.getByTestId("transfer-error").textContent).toBe(
      "The amount is above the available balance",
    );
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: "0.5" } });
    expect(screen.queryByTestId("transfer-error")).toBeNull();
    expect(submit.disabled).toBe(false);
  });

  it("says so when the user has a single miner account", async () => {
    await renderView(accounts.slice(0, 1));
    expect(screen.getByText("One miner account")).toBeTruthy();
  });

  it("tells a Control Hub operator that its customers move their own balances, not the miner's text", async () => {
    await renderView([], "operator");
    expect(screen.getByRole("heading", { name: "Customers move their own balances" })).toBeTruthy();
    expect(screen.getByText(/A Control Hub cannot move its customers' balances/)).toBeTruthy();
    expect(screen.queryByText("One miner account")).toBeNull();
  });
});
