import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { WalletSettings } from "./wallet-settings";
import { fakeApi, initWalletI18n, renderWithQueries, sentBodies, walletAnswer } from "./wallet-test-utils";

// 10:00 UTC: today's 14:00 payout has not run yet.
const now = () => new Date("2026-11-21T10:00:00Z");
const wallet = walletAnswer;

const owner = "owner";

async function renderMinimum(over: object = {}) {
  const fetch = fakeApi({ "miners/m1/wallet": wallet(over), "wallets/w1/addresses": { data: [] } });
  renderWithQueries(
    <WalletSettings owner={{ type: "miner", id: "m1" }} role={owner} isDeclined={() => false} now={now} />,
  );
  const field = (await screen.findByLabelText("Minimum payment, BTC")) as HTMLInputElement;
  const form = within(screen.getByTestId("wallet-min-payment"));
  return { fetch, field, form, save: form.getByRole("button", { name: "Save" }) as HTMLButtonElement };
}

describe("the minimum payment field", () => {
  beforeAll(() => initWalletI18n());

  it("says when the balance reaches the typed minimum at the current earnings, as it is typed", async () => {
    const user = userEvent.setup();
    const { field, form } = await renderMinimum();
    // 0.001 BTC: 60,000 sat missing at 20,000 a day -> the third payout from today's (not run yet).
    expect(form.getByTestId("min-payment-forecast").textContent).toBe(
      "At your current earnings of 0.00020000 BTC a day, the balance should reach this minimum by Nov 24, 2026; paid in that day's payout at 14:00 UTC",
    );
    await user.clear(field);
    await user.type(field, "0.0003");
    expect(form.getByTestId("min-payment-forecast").textContent).toBe(
      "The balance has already reached this minimum: paid at the next payout, Nov 21, 2026 at 14:00 UTC",
    );
    await user.clear(field);
    await user.type(field, "0.01"); // 960,000 sat missing: 48 days
    expect(form.getByTestId("min-payment-forecast").textContent).toContain("by Jan 8, 2027");
  });

  it("says a minimum is out of reach without earnings", async () => {
    const { form } = await renderMinimum({ daily_average: 0 });
    expect(form.getByTestId("min-payment-forecast").textContent).toBe(
      "Not reachable at the current earnings (the average of the last 7 days)",
    );
  });

  it("refuses below the floor and above the ceiling as typed, with Save off and nothing sent", async () => {
    const user = userEvent.setup();
    const { fetch, field, form, save } = await renderMinimum();
    await user.clear(field);
    await user.type(field, "0.00009999");
    expect(form.getByRole("alert").textContent).toBe("The value is below the minimum");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(save.disabled).toBe(true);
    expect(form.queryByTestId("min-payment-forecast")).toBeNull();
    await user.clear(field);
    await user.type(field, "100");
    expect(form.getByRole("alert").textContent).toBe("The value is above the maximum");
    // The bounds stay in view under the error.
    expect(
      form.getByText("From 0.00010000 to 1.00000000 BTC (the pool's smallest and largest minimum)"),
    ).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.type(field, "{Enter}");
    await user.clear(field);
    await user.type(field, "1");
    expect(form.queryByRole("alert")).toBeNull();
    expect(save.disabled).toBe(false);
    expect(sentBodies(fetch, "wallets/w1/min-payments")).toEqual([]);
  });

  it("refuses a minimum above the maximum payment when one is set, and names it as the bound", async () => {
    const user = userEvent.setup();
    const { field, form, save } = await renderMinimum({ max_payment: 500_000 });
    expect(
      form.getByText(
        "From 0.00010000 BTC (the pool's smallest minimum) up to your maximum payment, 0.00500000 BTC",
      ),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, "0.00500001");
    expect(form.getByRole("alert").textContent).toBe("The value is above the maximum");
    expect(save.disabled).toBe(true);
  });
});
