import errors from "@pithead/contract/locales/en/errors.json";
import watchers from "@pithead/contract/locales/en/watchers.json";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { CreateWatcherLink } from "./create-watcher-link";

const form = watchers.watchers.form;
const miners = [
  { id: "00000000-0000-4000-8000-000000000001", account_name: "alice" },
  { id: "00000000-0000-4000-8000-000000000002", account_name: "alice2" },
];

describe("the create-watcher-link form", () => {
  beforeAll(() => initTestI18n("en", { ...watchers, ...errors }));
  afterEach(() => vi.restoreAllMocks());

  const renderForm = () =>
    renderWithQueries(
      <CreateWatcherLink identityId="i1" miners={miners} isDeclined={() => false} onCreated={() => {}} />,
    );

  it("says a blank label once left and that no account is chosen, with Create disabled meanwhile", async () => {
    renderForm();
    const user = userEvent.setup();
    const create = screen.getByRole("button", { name: form.create });
    const label = screen.getByLabelText(form.label);
    expect(create).toHaveProperty("disabled", true);
    expect(screen.getByText(form.labelHint)).toBeTruthy();

    await user.click(label);
    await user.tab();
    expect(screen.getByText(errors.errors.fields.required)).toBeTruthy();
    expect(label.getAttribute("aria-invalid")).toBe("true");
    await user.type(label, "farm manager");
    expect(screen.queryByText(errors.errors.fields.required)).toBeNull();
    expect(create).toHaveProperty("disabled", false);

    await user.click(screen.getByRole("checkbox", { name: "alice" }));
    await user.click(screen.getByRole("checkbox", { name: "alice2" }));
    expect(screen.getByText(form.minersRequired)).toBeTruthy();
    expect(create).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("checkbox", { name: "alice2" }));
    expect(screen.queryByText(form.minersRequired)).toBeNull();
    expect(create).toHaveProperty("disabled", false);
  }, 60_000);

  it("shows the server's label error under the label and keeps Create disabled until the label changes", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      json(422, {
        code: "validation_error",
        message: "Invalid",
        fields: [{ name: "label", text: "length_out_of_range" }],
      }),
    );
    renderForm();
    const user = userEvent.setup();
    const create = screen.getByRole("button", { name: form.create });
    const label = screen.getByLabelText(form.label);
    await user.type(label, "farm manager");
    await user.click(create);
    expect(await screen.findByText(errors.errors.fields.length_out_of_range)).toBeTruthy();
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(create).toHaveProperty("disabled", true);
    await user.type(label, "s");
    expect(screen.queryByText(errors.errors.fields.length_out_of_range)).toBeNull();
    expect(create).toHaveProperty("disabled", false);
  }, 60_000);
});
