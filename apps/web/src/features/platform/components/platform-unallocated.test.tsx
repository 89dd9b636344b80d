import errors from "@pithead/contract/locales/en/errors.json";
import platform from "@pithead/contract/locales/en/platform.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { UnallocatedFundsList } from "./unallocated-funds";

const id = "7c1d0c9e-0000-4000-8000-000000000001";
const funds = (over: object = {}) => ({
  id,
  day: "2026-11-13",
  account_name: "alcie",
  share_difficulty: "2414538374.84",
  hashrate_ths: "120.000",
  rate_sats_per_th_day: "52.500",
  gross: 6300,
  fee: 56,
  amount: 6244,
  status: "unallocated",
  created_at: "2026-11-14T09:00:00Z",
  refund: null,
  ...over,
});
const page = (rows: object[], open = 6244) => ({
  data: rows,
  total: rows.length,
  page: 1,
  per_page: 50,
  unallocated_total: open,
});
const refunded = funds({
  status: "refunded",
  refund: { miner_id: "m1", account_name: "alice", payment_id: "p1", refunded_at: "2026-11-21T10:00:00Z" },
});

describe("the platform's unallocated funds", () => {
  beforeAll(() => initTestI18n("en", { ...platform, ...errors, ...ui }));

  it("lists what is unallocated with its figures and refunds it to an account name", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST") return json(200, { data: refunded });
      return json(200, page([funds()]));
    });
    renderWithQueries(<UnallocatedFundsList canRefund isDeclined={() => false} />);
    const item = await screen.findByTestId("unallocated-item");
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      "/api/backend/v0.1/platform/rewards/unallocated-funds?status=unallocated&page=1&per_page=50",
    );
    expect(screen.getByTestId("unallocated-open").textContent).toBe("Still unallocated: 0.00006244 BTC");
    expect(within(item).getByText("alcie")).toBeTruthy();
    expect(within(item).getByTestId("unallocated-amount").textContent).toBe("0.00006244 BTC");
    expect(within(item).getByText("Gross at 52.500 sat/TH/day")).toBeTruthy();
    expect(within(item).getByText("120 TH/s")).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(item).getByRole("button", { name: "Refund" }));
    const confirm = await screen.findByTestId("refund-confirm");
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(screen.getByLabelText("Miner account name"), " alice ");
    await user.click(confirm);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe(`/api/backend/v0.1/platform/rewards/unallocated-funds/${id}/refund`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ account_name: "alice" });
  });

  it("says a blank name once left, and under the field when no miner has the name, until it changes", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST")
        return json(400, {
          code: "validation_failed",
          message: "No miner of this pool has this account name",
          fields: [{ name: "account_name", text: "not_found" }],
        });
      return json(200, page([funds()]));
    });
    renderWithQueries(<UnallocatedFundsList canRefund isDeclined={() => false} />);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByTestId("unallocated-item")).getByRole("button", { name: "Refund" }),
    );
    const field = screen.getByLabelText("Miner account name");
    const confirm = screen.getByTestId("refund-confirm");
    await user.click(field);
    await user.tab();
    expect(screen.getByText(errors.errors.fields.required)).toBeTruthy();
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(field, "nobody");
    expect(screen.queryByText(errors.errors.fields.required)).toBeNull();
    await user.click(confirm);
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "No miner of this pool has this account name.",
    );
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(field, "2");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(confirm).toHaveProperty("disabled", false);
  });

  it("shows a refunded row with whom it went to, and no refund to a reader", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      json(200, page([refunded, funds({ id: "7c1d0c9e-0000-4000-8000-000000000002" })], 6244)),
    );
    renderWithQueries(<UnallocatedFundsList canRefund={false} isDeclined={() => false} />);
    const [first, second] = await screen.findAllByTestId("unallocated-item");
    expect(within(first as HTMLElement).getByTestId("unallocated-refund").textContent).toBe(
      "Refunded to alice on Nov 21, 2026, 10:00 UTC",
    );
    expect(within(second as HTMLElement).queryAllByRole("button")).toEqual([]);
  });
});
