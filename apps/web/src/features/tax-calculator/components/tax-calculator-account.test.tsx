import type { MiningReportYear } from "@pithead/contract";
import tax from "@pithead/contract/locales/en/tax.json";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { TaxCalculatorView } from "./tax-calculator-view";

const now = new Date(2026, 10, 25);

const year2026: MiningReportYear = {
  miner_id: "m1",
  account_name: "alice",
  year: 2026,
  complete: false,
  months: [
    { month: "2026-01", days: 31, credited: 123_456_789, rub_value: "1000000.00", days_without_price: 0 },
    { month: "2026-02", days: 28, credited: 1, rub_value: "234567.89", days_without_price: 2 },
  ],
  totals: { credited: 123_456_790, rub_value: "1234567.89", days_without_price: 2 },
};
const year2025: MiningReportYear = {
  ...year2026,
  year: 2025,
  complete: true,
  months: [{ month: "2025-12", days: 1, credited: 5000, rub_value: "500.00", days_without_price: 0 }],
  totals: { credited: 5000, rub_value: "500.00", days_without_price: 0 },
};

function fakeApi(answer: (year: string) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://t");
    if (url.pathname === "/api/backend/v0.1/miners/m1/mining-report/year")
      return answer(url.searchParams.get("year") ?? "");
    return json(404, { code: "not_found", message: url.pathname });
  });
}
const byYear = (year: string) => json(200, { data: year === "2025" ? year2025 : year2026 });

const renderView = () =>
  renderWithQueries(
    <MemoryRouter>
      <TaxCalculatorView now={now} minerId="m1" />
    </MemoryRouter>,
  );

describe("the tax calculator with the mined amount from the account", () => {
  beforeAll(() => initTestI18n("en", tax));
  afterEach(() => vi.restoreAllMocks());

  it("asks for nothing until the person chooses the account", async () => {
    const fetch = fakeApi(byYear);
    renderView();
    expect(screen.getByLabelText("Type the amount")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Mining income of the year, RUB")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("uses the year's RUB total and shows the exact tax on it", async () => {
    const user = userEvent.setup();
    let release = () => {};
    const fetch = fakeApi(
      (year) =>
        new Promise((resolve) => {
          release = () => resolve(byYear(year));
        }),
    );
    renderView();
    await user.type(screen.getByLabelText("Other income of the year, RUB"), "2000000");
    await user.click(screen.getByLabelText("From my account"));
    expect(screen.getByTestId("tax-no-result").textContent).toBe(
      "The tax shows once your account's year is loaded.",
    );
    expect(screen.getByTestId("tax-mined-account").textContent).toBe("—");
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    release();
    expect(await screen.findByText("1,234,567.89 RUB", { selector: "output" })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/backend/v0.1/miners/m1/mining-report/year?year=2026");
    expect(screen.queryByLabelText("Mining income of the year, RUB", { selector: "input" })).toBeNull();
    // 400,000.00 RUB at 13 % + 834,567.89 RUB at 15 % = 52,000.00 + 125,185.18 RUB (rounded half up).
    expect(screen.getByTestId("tax-result-tax").textContent).toBe("177,185.18 RUB");
    expect(screen.getByTestId("tax-result-remaining").textContent).toBe("1,057,382.71 RUB");
    expect(screen.getByTestId("tax-steps").textContent).toContain(
      "Mining base: mining income 1,234,567.89 RUB − documented costs 0.00 RUB = 1,234,567.89 RUB",
    );
  });

  it("lists the months, says the year is not over, the days without a price and the source", async () => {
    const user = userEvent.setup();
    fakeApi(byYear);
    renderView();
    await user.click(screen.getByLabelText("From my account"));
    const rows = await screen.findAllByTestId("tax-account-month");
    expect(rows.map((row) => row.textContent)).toEqual([
      "January1.234567891,000,000.00",
      "February0.00000001234,567.89days without a price: 2",
    ]);
    expect(screen.getByTestId("tax-account-total").textContent).toBe(
      "Total for the year1.234567901,234,567.89",
    );
    const headers = within(screen.getByTestId("tax-account-months")).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Month", "Credited, BTC", "Value, RUB"]);
    expect(screen.getByTestId("tax-account-incomplete").textContent).toContain("2026 is not over yet");
    expect(screen.getByTestId("tax-account-missing-prices").textContent).toContain("price: 2.");
    const source = screen.getByTestId("tax-account-source");
    expect(source.textContent).toContain(
      "in RUB at the BTC/RUB price stored at its credit (the next day, 09:00 UTC)",
    );
    expect(within(source).getByRole("link").getAttribute("href")).toBe("/mining-report");
  });

  it("follows the chosen year", async () => {
    const user = userEvent.setup();
    fakeApi(byYear);
    renderView();
    await user.click(screen.getByLabelText("From my account"));
    await screen.findByText("1,234,567.89 RUB", { selector: "output" });
    await user.selectOptions(screen.getByLabelText("Tax year"), "2025");
    expect(await screen.findByText("500.00 RUB", { selector: "output" })).toBeTruthy();
    expect(screen.getByTestId("tax-result-tax").textContent).toBe("65.00 RUB");
    expect(screen.queryByTestId("tax-account-incomplete")).toBeNull();
    expect(screen.queryByTestId("tax-account-missing-prices")).toBeNull();
  });

  it("explains a 403 and a 404 and goes back to typing", async () => {
    const user = userEvent.setup();
    fakeApi(() => json(403, { code: "access_denied", message: "no" }));
    renderView();
    await user.click(screen.getByLabelText("From my account"));
    expect((await screen.findByTestId("tax-account-error")).textContent).toContain(
      "no access to this account's payments",
    );
    expect(screen.queryByTestId("tax-result-tax")).toBeNull();
    vi.restoreAllMocks();
    fakeApi(() => json(404, { code: "not_found", message: "no" }));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByTestId("tax-account-error").textContent).toContain("does not give a mining report"),
    );
    await user.click(screen.getByLabelText("Type the amount"));
    await user.type(screen.getByLabelText("Mining income of the year, RUB"), "1000");
    expect(screen.getByTestId("tax-result-tax").textContent).toBe("130.00 RUB");
    expect(screen.queryByTestId("tax-account")).toBeNull();
  });
});
