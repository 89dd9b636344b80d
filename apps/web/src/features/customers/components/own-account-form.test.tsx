import customers from "@pithead/contract/locales/en/customers.json";
import errors from "@pithead/contract/locales/en/errors.json";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { OwnAccountForm } from "./own-account-form";

const form = customers.customers.form;
const own = customers.customers.own;
const fields = customers.customers.fields;

describe("the pool's new miner account form", () => {
  beforeAll(() => initTestI18n("en", { ...customers, ...errors }));
  afterEach(() => vi.restoreAllMocks());

  it("says as typed that the e-mail or title is wrong, keeps submit disabled, and shows the server's error", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      if (init?.method === "POST")
        return json(422, {
          code: "validation_error",
          message: "Invalid",
          fields: [{ name: "email", text: "invalid_input" }],
        });
      return json(200, { data: { account_name: url.searchParams.get("account_name"), available: true } });
    });
    renderWithQueries(
      <MemoryRouter>
        <OwnAccountForm target={{ kind: "pool", poolId: "p1" }} isDeclined={() => false} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const submit = screen.getByRole("button", { name: own.submit });
    await user.type(screen.getByLabelText(form.accountName), "acme42");
    await waitFor(() => expect(submit).toHaveProperty("disabled", false));

    const email = screen.getByLabelText(own.email);
    await user.type(email, "owner@");
    expect(screen.getByText(fields.email_invalid)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    await user.type(email, "example.com");
    expect(screen.queryByText(fields.email_invalid)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);

    const title = screen.getByLabelText(form.title);
    await user.type(title, "x".repeat(65));
    expect(screen.getByText(fields.title_too_long)).toBeTruthy();
    expect(submit).toHaveProperty("disabled", true);
    await user.type(title, "{Backspace}");
    expect(screen.queryByText(fields.title_too_long)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);

    await user.click(submit);
    // The server's "invalid_input" on the e-mail reads as the e-mail's own words.
    expect(await screen.findByText(fields.email_invalid)).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    await user.type(email, "m");
    expect(screen.queryByText(fields.email_invalid)).toBeNull();
    expect(submit).toHaveProperty("disabled", false);
  }, 60_000);
});
