import customers from "@pithead/contract/locales/en/customers.json";
import errors from "@pithead/contract/locales/en/errors.json";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { CustomerForm } from "./customer-form";

const form = customers.customers.form;
const fields = customers.customers.fields;

describe("the create-customer form", () => {
  beforeAll(() => initTestI18n("en", { ...customers, ...errors }));

  it("says as typed that a fee above 100 % or a bad address is wrong, and keeps submit disabled", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const name = new URL(String(input), "http://localhost").searchParams.get("account_name");
      return json(200, { data: { account_name: name, available: true } });
    });
    renderWithQueries(
      <MemoryRouter>
        <CustomerForm operatorId="o1" mode="customer" canSetWallet isDeclined={() => false} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const submit = screen.getByRole("button", { name: form.submit });
    await user.type(screen.getByLabelText(form.accountName), "acme42");
    await user.type(screen.getByLabelText(form.email), "owner@example.com");
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));

    const fee = screen.getByLabelText(form.fee);
    await user.type(fee, "150");
    expect(screen.getByText(fields.fee_too_high)).toBeTruthy();
    expect(fee.getAttribute("aria-invalid")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    await user.clear(fee);
    await user.type(fee, "abc");
    expect(screen.getByText(fields.fee_invalid)).toBeTruthy();
    await user.clear(fee);
    await user.type(fee, "2.5");
    expect(screen.queryByText(fields.fee_invalid)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);

    const wallet = screen.getByLabelText(form.wallet);
    await user.type(wallet, "not-an-address");
    expect(screen.getByText(fields.invalid_crypto_address)).toBeTruthy();
    expect(wallet.getAttribute("aria-invalid")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    await user.clear(wallet);
    await user.type(wallet, "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4");
    expect(screen.queryByText(fields.invalid_crypto_address)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);

    const email = screen.getByLabelText(form.email);
    await user.clear(email);
    await user.type(email, "owner@");
    expect(screen.getByText(fields.email_invalid)).toBeTruthy();
    expect(submit).toHaveProperty("disabled", true);
  }, 60_000);
});
