import tax from "@pithead/contract/locales/en/tax.json";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { renderWithQueries as render } from "../../../lib/query-testing";
import { TaxCalculatorView } from "./tax-calculator-view";

const now = new Date(2025, 10, 25);

describe("the tax calculator", () => {
  beforeAll(() => initTestI18n("en", tax));

  it("says it is an estimate and waits for the mined income", () => {
    render(<TaxCalculatorView now={now} />);
    expect(screen.getByTestId("tax-disclaimer").textContent).toContain("An estimate, not tax advice.");
    expect(screen.getByTestId("tax-no-result").textContent).toBe("Type the mining income to see the tax.");
    expect(screen.queryByTestId("tax-brackets")).toBeNull();
    expect(screen.getByTestId("tax-costs-rule").textContent).toContain("418-FZ");
    // Without a miner account (or without the mining report) the amount can only be typed in.
    expect(screen.queryByTestId("tax-source")).toBeNull();
  });

  it("shows the tax by bracket, the effective rate, what remains and every step", async () => {
    const user = userEvent.setup();
    render(<TaxCalculatorView now={now} />);
    await user.type(screen.getByLabelText("Other income of the year, RUB"), "2000000");
    await user.type(screen.getByLabelText("Mining income of the year, RUB"), "1000000");
    expect(screen.getByTestId("tax-result-tax").textContent).toBe("142,000.00 RUB");
    expect(screen.getByTestId("tax-result-rate").textContent).toBe("14.20 %");
    expect(screen.getByTestId("tax-result-remaining").textContent).toBe("858,000.00 RUB");
    const rows = screen.getAllByTestId("tax-bracket");
    expect(rows).toHaveLength(5);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText("0 RUB to 2,400,000 RUB")).toBeTruthy();
    expect(first.getByText("400,000.00 RUB")).toBeTruthy();
    expect(first.getByText("52,000.00 RUB")).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getAllByText("90,000.00 RUB")).toHaveLength(2);
    const steps = screen.getByTestId("tax-steps").textContent;
    expect(steps).toContain("Tax due to the mining: 402,000.00 RUB − 260,000.00 RUB = 142,000.00 RUB.");
    expect(steps).toContain(
      "Annual base for 2025: other income 2,000,000.00 RUB + mining base 1,000,000.00 RUB",
    );
    expect(screen.getByTestId("tax-monthly-note").textContent).toContain("whole year");
    expect(screen.getAllByTestId("tax-monthly").map((item) => item.textContent)).toContain(
      "5,000,000 RUB a year (the law)≈ 416,666.67 RUB a month (for comparison)",
    );
  });

  it("deducts the costs and marks a refused amount", async () => {
    const user = userEvent.setup();
    render(<TaxCalculatorView now={now} />);
    await user.type(screen.getByLabelText("Mining income of the year, RUB"), "1000000");
    await user.type(screen.getByLabelText("Mining costs, RUB"), "400000");
    expect(screen.getByTestId("tax-result-tax").textContent).toBe("78,000.00 RUB");
    await user.type(screen.getByLabelText("Mining costs, RUB"), "x");
    expect(screen.getByLabelText("Mining costs, RUB").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toContain("Type an amount in roubles");
    expect(screen.queryByTestId("tax-result-tax")).toBeNull();
  });

  it("says under the field, as typed, that letters or a negative amount are wrong", async () => {
    const user = userEvent.setup();
    render(<TaxCalculatorView now={now} />);
    const mined = screen.getByLabelText("Mining income of the year, RUB");
    await user.type(mined, "abc");
    expect(mined.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe(tax.tax.errors.format);
    await user.clear(mined);
    await user.type(mined, "-5");
    expect(screen.getByRole("alert").textContent).toBe(tax.tax.errors.negative);
    expect(screen.queryByTestId("tax-result-tax")).toBeNull();
    await user.clear(mined);
    await user.type(mined, "5");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(mined.getAttribute("aria-invalid")).toBeNull();
  });

  it("computes the profit tax of a legal entity without the other income", async () => {
    const user = userEvent.setup();
    render(<TaxCalculatorView now={now} />);
    await user.click(screen.getByLabelText("Legal entity"));
    expect(screen.queryByLabelText("Other income of the year, RUB")).toBeNull();
    expect(screen.getByTestId("tax-costs-rule").textContent).toContain("282.3");
    await user.type(screen.getByLabelText("Mining income of the year, RUB"), "1000000");
    await user.type(screen.getByLabelText("Mining costs, RUB"), "300000");
    expect(screen.getByTestId("tax-result-tax").textContent).toBe("175,000.00 RUB");
    expect(screen.getByTestId("tax-result-remaining").textContent).toBe("525,000.00 RUB");
    expect(screen.getByTestId("tax-steps").textContent).toContain(
      "Profit tax: 700,000.00 RUB × 25 % = 175,000.00 RUB.",
    );
    expect(screen.queryByTestId("tax-brackets")).toBeNull();
  });

  it("offers the supported years only", () => {
    render(<TaxCalculatorView now={now} />);
    const options = within(screen.getByLabelText("Tax year")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["2025", "2026"]);
    expect((screen.getByLabelText("Tax year") as HTMLSelectElement).value).toBe("2025");
  });
});
