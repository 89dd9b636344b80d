import dashboard from "@pithead/contract/locales/en/dashboard.json";
import wallet from "@pithead/contract/locales/en/wallet.json";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { AccountDashboard } from "./account-dashboard";
import { fakeApi, figures, renderWithQueries } from "./dashboard-test-utils";

const workers = { stable: 401, unavailable: 6, off: 0 };
const money = (prefix: string) => ({
  [`${prefix}/stats`]: { data: { id: "x", ...figures, miners: 12, workers } },
  [`${prefix}/balance`]: { data: { currency: "BTC", balance: 754_965, pending_payouts: 0 } },
  [`${prefix}/processing-earnings`]: {
    data: { day: "2026-11-29", amount: 1_234, hashrate_ths: "1", rate_sats_per_th_day: "48", as_of: "x" },
  },
  [`${prefix}/earned-all-time`]: { data: { amount: 9_100_000, since: "2026-10-30" } },
});
const show = (type: "pool" | "operator", id: string) =>
  renderWithQueries(
    <MemoryRouter>
      <AccountDashboard type={type} id={id} />
    </MemoryRouter>,
  );

/** Issue 41, items 10 and 1: each group of an aggregate dashboard says whose figures it shows. */
describe("an aggregate dashboard's scopes", () => {
  beforeAll(() => initTestI18n("en", { ...dashboard, ...wallet }));

  it("titles the operator's customers' mining apart from its own fee, linked to its fee income", async () => {
    fakeApi({ ...money("operators/o1"), "operators/o1": { data: { id: "o1", title: "North Hub" } } });
    show("operator", "o1");
    const mining = await screen.findByTestId("scope-mining");
    expect(await within(mining).findByText("Mining of all customers of North Hub")).toBeTruthy();
    const fee = await screen.findByTestId("scope-fee");
    expect(within(fee).getByRole("heading").textContent).toBe("Fee income of North Hub");
    expect(fee.textContent).toContain("This is not the customers' money");
    expect(
      within(fee).getByRole("link", { name: "Fee income by day in Payments" }).getAttribute("href"),
    ).toBe("/payments?scope=own");
    await screen.findByText("0.00754965");
    expect(screen.getByTestId("tile-balance").textContent).toContain("Fee balance");
    expect(screen.getByTestId("tile-earned").textContent).toContain("Fee earned all time");
    expect(screen.getByTestId("tile-today").textContent).toContain("Fee today, estimated");
  });

  it("says what the pool's fee balance is and that the payout run does not pay it out", async () => {
    fakeApi({ ...money("pools/p1"), "pools/p1": { data: { id: "p1", pool_name: "Pithead" } } });
    show("pool", "p1");
    const fee = await screen.findByTestId("scope-fee");
    expect(fee.textContent).toContain("The pool's fee income");
    expect(fee.textContent).toContain(
      "less the referral shares paid out of it (the ledger's pool_fee account)",
    );
    expect(fee.textContent).toContain("the payout run never pays it out");
    expect(within(fee).queryByRole("link")).toBeNull();
    const user = userEvent.setup();
    await user.hover(await screen.findByText("0.00754965"));
    expect(screen.getByRole("tooltip").textContent).toContain("is not paid out by the payout run");
  });
});
