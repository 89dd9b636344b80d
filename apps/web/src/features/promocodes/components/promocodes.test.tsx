import errors from "@pithead/contract/locales/en/errors.json";
import promocodes from "@pithead/contract/locales/en/promocodes.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { screen, waitFor } from "@testing-library/react";
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
  });
});
