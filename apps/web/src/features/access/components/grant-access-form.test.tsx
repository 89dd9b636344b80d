import access from "@pithead/contract/locales/en/access.json";
import errors from "@pithead/contract/locales/en/errors.json";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { GrantAccessForm } from "./grant-access-form";

const renderForm = () =>
  renderWithQueries(
    <GrantAccessForm
      target={{ type: "miner", id: "m1" }}
      callerRole="owner"
      isDeclined={() => false}
      onChanged={() => undefined}
    />,
  );

describe("the access grant form", () => {
  beforeAll(() => initTestI18n("en", { ...access, ...errors }));

  it("says a bad e-mail is wrong as it is typed and keeps the button disabled until it is right", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderForm();
    const user = userEvent.setup();
    const email = screen.getByLabelText(access.access.grant.email);
    const submit = screen.getByRole("button", { name: access.access.grant.submit });
    expect(submit).toHaveProperty("disabled", true);
    await user.click(email);
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe("Should not be blank");

    await user.type(email, "not-an-email");
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter a valid e-mail address, such as name@example.com",
    );
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(submit).toHaveProperty("disabled", true);
    await user.click(submit);
    expect(fetch).not.toHaveBeenCalled();

    await user.type(email, "@example.com");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit).toHaveProperty("disabled", false);
  });

  it("shows the server's field error under the e-mail until it changes", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(409, {
        code: "validation_failed",
        message: "Already invited",
        fields: [{ name: "email", text: "already_invited" }],
      }),
    );
    renderForm();
    const user = userEvent.setup();
    const email = screen.getByLabelText(access.access.grant.email);
    await user.type(email, "friend@example.com");
    await user.click(screen.getByRole("button", { name: access.access.grant.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(errors.errors.fields.already_invited);
    expect(screen.getByRole("button", { name: access.access.grant.submit })).toHaveProperty("disabled", true);
    await user.type(email, "x");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
