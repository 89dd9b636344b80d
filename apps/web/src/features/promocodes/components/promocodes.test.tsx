import errors from "@pithead/contract/locales/en/errors.json";
import promocodes from "@pithead/contract/locales/en/promocodes.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { PromocodeForm } from "./promocode-form";
import { PromocodesList } from "./promocodes-list";

const row = {
  id: "7c1d0c9e-0000-4000-8000-000000000001",
  code: "WELCOME-1",
  effective_from: "2026-03-01",
  effective_to: null,
  status: "active",
  type: "welcome",
  fee_type: "rel",
  fee_value: "0.25",
  usage_limit: 10,
  user_usage_limit: null,
  allowed_users: [],
  user_restriction: false,
  description: "",
  duration_days: 30,
  perpetual: false,
  used: 0,
  created_at: "2026-03-01T00:00:00Z",
  updated_at: "2026-03-01T00:00:00Z",
};

describe("the platform's promo codes", () => {
  beforeAll(() => initTestI18n("en", { ...promocodes, ...errors, ...ui }));
  afterEach(() => vi.restoreAllMocks());

  it("lists the codes with fee, dates and use, and searches by a part of the code", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json(200, { data: [row], total: 1, page: 1, per_page: 20 }));
    renderWithQueries(
      <MemoryRouter>
        <PromocodesList />
      </MemoryRouter>,
    );
    expect(await screen.findByText("WELCOME-1")).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/backend/v0.1/platform/promocodes?page=1&per_page=20");
    expect(screen.getByText("− 0.25 %")).toBeTruthy();
    expect(screen.getByText("2026-03-01 – open-ended")).toBeTruthy();
    expect(screen.getByText("0 of 10")).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText("Search by code"), "wel");
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain("search=wel"));
  });

  it("generates a code, sends the body and shows a taken code under its field", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json(200, { data: { code: "PH-7KQ4-M2XD" } }));
    const onSave = vi
      .fn()
      .mockRejectedValue(new ApiError(409, { code: "promocode_already_exists", message: "exists" }));
    renderWithQueries(<PromocodeForm saving={false} onSave={onSave} isDeclined={() => false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(screen.getByLabelText("Code")).toHaveProperty("value", "PH-7KQ4-M2XD"));
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/backend/v0.1/platform/promocodes/generate");
    await user.type(screen.getByLabelText("Fee value, %"), "0.5");
    await user.type(screen.getByLabelText("Duration, days"), "30");
    await user.type(screen.getByLabelText("Allowed users (e-mails)"), "a@example.com{enter}b@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      code: "PH-7KQ4-M2XD",
      fee_type: "rel",
      fee_value: "0.5",
      duration_days: 30,
      perpetual: false,
      effective_to: null,
      usage_limit: null,
      allowed_users: ["a@example.com", "b@example.com"],
    });
    expect(await screen.findByText("A promo code with this code already exists")).toBeTruthy();
    expect(screen.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText("Code"), "X");
    expect(screen.queryByText("A promo code with this code already exists")).toBeNull();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("checks each field as typed and keeps Save disabled while an error shows", async () => {
    const onSave = vi.fn().mockResolvedValue({});
    renderWithQueries(<PromocodeForm saving={false} onSave={onSave} isDeclined={() => false} />);
    const user = userEvent.setup();
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    const note = (label: string) =>
      document.getElementById(`${screen.getByLabelText(label).id}-note`)?.textContent;
    expect(save.disabled).toBe(true);
    await user.click(screen.getByLabelText("Code"));
    await user.tab();
    expect(note("Code")).toBe("Should not be blank");
    await user.type(screen.getByLabelText("Code"), "a b");
    expect(note("Code")).toBe("Use 3 to 32 characters: Latin letters, digits and hyphens");
    await user.clear(screen.getByLabelText("Code"));
    await user.type(screen.getByLabelText("Code"), "spring-26");
    expect(note("Code")).toBe("3 to 32 characters: Latin letters, digits and hyphens");
    await user.type(screen.getByLabelText("Fee value, %"), "100.5");
    expect(note("Fee value, %")).toBe("Must be at most 100");
    await user.clear(screen.getByLabelText("Fee value, %"));
    await user.type(screen.getByLabelText("Fee value, %"), "0.12345");
    expect(note("Fee value, %")).toBe("Enter a number with at most 4 decimals");
    await user.clear(screen.getByLabelText("Fee value, %"));
    await user.type(screen.getByLabelText("Fee value, %"), "0,5");
    expect(screen.getByLabelText("Fee value, %").getAttribute("aria-invalid")).toBeNull();
    await user.type(screen.getByLabelText("Duration, days"), "3651");
    expect(note("Duration, days")).toBe("Must be at most 3650");
    await user.clear(screen.getByLabelText("Duration, days"));
    await user.tab();
    expect(note("Duration, days")).toBe("Should not be blank");
    await user.type(screen.getByLabelText("Duration, days"), "1.5");
    expect(note("Duration, days")).toBe("Enter a whole number");
    await user.click(screen.getByLabelText("Perpetual"));
    expect(screen.getByLabelText("Duration, days").getAttribute("aria-invalid")).toBeNull();
    await user.type(screen.getByLabelText("Usage limit"), "0");
    expect(note("Usage limit")).toBe("Must be at least 1");
    await user.clear(screen.getByLabelText("Usage limit"));
    fireEvent.change(screen.getByLabelText("Valid to"), { target: { value: "2000-01-01" } });
    expect(note("Valid to")).toBe("The end date cannot be before the start date");
    fireEvent.change(screen.getByLabelText("Valid to"), { target: { value: "" } });
    await user.type(screen.getByLabelText("Allowed users (e-mails)"), "a@example.com{enter}not-an-email");
    expect(note("Allowed users (e-mails)")).toBe("not-an-email is not a valid e-mail address");
    expect(save.disabled).toBe(true);
    await user.clear(screen.getByLabelText("Allowed users (e-mails)"));
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      code: "spring-26",
      fee_value: "0.5",
      duration_days: null,
      perpetual: true,
    });
  });

  it("shows the server's field errors under their fields in the user's words", async () => {
    const onSave = vi.fn().mockRejectedValueOnce(
      new ApiError(400, {
        code: "validation_failed",
        message: "Request validation failed",
        fields: [
          { name: "fee_value", text: "max_threshold" },
          { name: "usage_limit", text: "min_threshold" },
        ],
      }),
    );
    onSave.mockRejectedValueOnce(
      new ApiError(400, {
        code: "promocode_users_not_found",
        message: "No user has these e-mails: nobody@example.com",
        fields: [{ name: "allowed_users", text: "invalid_input" }],
      }),
    );
    renderWithQueries(
      <PromocodeForm initial={row as never} saving={false} onSave={onSave} isDeclined={() => false} />,
    );
    const user = userEvent.setup();
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await screen.findByText("Must be at most 100")).toBeTruthy();
    expect(screen.getByText("The value is below the minimum")).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText("Fee value, %"), "5");
    await user.type(screen.getByLabelText("Usage limit"), "5");
    expect(save.disabled).toBe(false);
    await user.type(screen.getByLabelText("Allowed users (e-mails)"), "nobody@example.com");
    await user.click(save);
    expect(await screen.findByText("No user has these e-mails: nobody@example.com")).toBeTruthy();
    expect(screen.getByLabelText("Allowed users (e-mails)").getAttribute("aria-invalid")).toBe("true");
  });
});
