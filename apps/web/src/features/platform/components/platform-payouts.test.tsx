import errors from "@pithead/contract/locales/en/errors.json";
import platform from "@pithead/contract/locales/en/platform.json";
import ui from "@pithead/contract/locales/en/ui.json";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast";
import { isApiError } from "../../../lib/api-client";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { PayoutRequests } from "./payout-requests";
import { PayoutSchedule } from "./payout-schedule";

const request = (over: object = {}) => ({
  id: "9b1d0c9e-0000-4000-8000-000000000001",
  payment_id: "p1",
  owner_type: "miner",
  miner_id: "m1",
  operator_id: null,
  account_name: "alice",
  provider: "manual",
  status: "created",
  address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  amount: 150_000_000,
  fee_level: "MEDIUM",
  fee_per_vbyte: 12,
  tx_id: null,
  failure_reason: null,
  created_at: "2026-11-21T14:00:00Z",
  updated_at: "2026-11-21T14:00:00Z",
  ...over,
});
const schedule = (over: object = {}) => ({
  data: {
    time_utc: "14:00",
    fee_level: "MEDIUM",
    fee_per_vbyte: 12,
    fee_per_vbyte_override: null,
    level_fees: { LOW: 4, MEDIUM: 12, HIGH: 30 },
    ...over,
  },
});
const txId = "ab".repeat(32);
const dialogs = platform.platform.payouts.dialog;

describe("the platform's payouts page", () => {
  beforeAll(() => initTestI18n("en", { ...platform, ...errors, ...ui }));

  it("lists new requests and marks one sent with its transaction id", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST") return json(200, { data: request({ status: "sent", tx_id: txId }) });
      return json(200, { data: [request()], total: 1, page: 1, per_page: 50 });
    });
    renderWithQueries(<PayoutRequests canAct isDeclined={() => false} />);
    const item = await screen.findByTestId("payout-request");
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      "/api/backend/v0.1/platform/payouts/blockchain-requests?status=created&page=1&per_page=50",
    );
    expect(within(item).getByText("1.50000000 BTC")).toBeTruthy();
    expect(within(item).getByText("Medium · 12 sat/vB")).toBeTruthy();
    expect(within(item).getByText("Nov 21, 2026, 14:00 UTC")).toBeTruthy();
    expect(
      within(item)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Mark sent", "Mark failed", "Reverse"]);

    const user = userEvent.setup();
    await user.click(within(item).getByRole("button", { name: "Mark sent" }));
    const confirm = await screen.findByTestId("step-confirm");
    const field = screen.getByLabelText("Transaction id (64 hex digits)");
    await user.type(field, txId.slice(0, 63));
    expect(screen.getByText(dialogs.sent.invalid)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(field, "b");
    expect(screen.queryByText(dialogs.sent.invalid)).toBeNull();
    expect(confirm).toHaveProperty("disabled", false);
    await user.click(confirm);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe(
      "/api/backend/v0.1/platform/payouts/blockchain-requests/9b1d0c9e-0000-4000-8000-000000000001/sent",
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ tx_id: txId });
  });

  it("names each request's owner: the miner account, or the Control Hub operator of a fee income payout", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      json(200, {
        data: [
          request(),
          request({
            id: "9b1d0c9e-0000-4000-8000-000000000002",
            owner_type: "operator",
            miner_id: null,
            operator_id: "o1",
            account_name: "northhub",
          }),
        ],
        total: 2,
        page: 1,
        per_page: 50,
      }),
    );
    renderWithQueries(<PayoutRequests canAct={false} isDeclined={() => false} />);
    await screen.findAllByTestId("payout-request");
    expect(screen.getAllByTestId("payout-request-owner").map((owner) => owner.textContent)).toEqual([
      "alice",
      "Operator northhub",
    ]);
  });

  it("says a blank reason once left, and shows the server's field error under the field until it changes", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST")
        return json(400, {
          code: "validation_failed",
          message: "Invalid",
          fields: [{ name: "reason", text: "length_out_of_range" }],
        });
      return json(200, { data: [request()], total: 1, page: 1, per_page: 50 });
    });
    renderWithQueries(<PayoutRequests canAct isDeclined={() => false} />);
    const item = await screen.findByTestId("payout-request");
    const user = userEvent.setup();
    await user.click(within(item).getByRole("button", { name: "Mark failed" }));
    const confirm = await screen.findByTestId("step-confirm");
    const reason = screen.getByLabelText(dialogs.fail.label);
    expect(confirm).toHaveProperty("disabled", true);
    await user.click(reason);
    await user.tab();
    expect(screen.getByText(errors.errors.fields.required)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    await user.type(reason, "Address rejected");
    expect(screen.queryByText(errors.errors.fields.required)).toBeNull();
    expect(confirm).toHaveProperty("disabled", false);
    await user.click(confirm);
    expect(await screen.findByText(errors.errors.fields.length_out_of_range)).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(confirm).toHaveProperty("disabled", true);
    await user.type(reason, ".");
    expect(screen.queryByText(errors.errors.fields.length_out_of_range)).toBeNull();
    expect(confirm).toHaveProperty("disabled", false);
  });

  it("shows the server's refusal in the dialog (a request already moved on)", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST")
        return json(409, { code: "invalid_state", message: "The payout request is completed" });
      return json(200, {
        data: [request({ status: "failed", failure_reason: "Address rejected" })],
        total: 1,
        page: 1,
        per_page: 50,
      });
    });
    renderWithQueries(<PayoutRequests canAct isDeclined={() => false} />);
    const item = await screen.findByTestId("payout-request");
    expect(within(item).getByText("Address rejected")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(item).getByRole("button", { name: "Reverse" }));
    await user.click(await screen.findByTestId("step-confirm"));
    const dialog = await screen.findByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(errors.errors.codes.invalid_state);
  });

  it("tells a declined second factor by a calm notice, not as the dialog's error", async () => {
    const show = vi.spyOn(toast, "show");
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST")
        return json(403, { code: "mfa_required", message: "Second factor needed" });
      return json(200, { data: [request()], total: 1, page: 1, per_page: 50 });
    });
    const declined = (error: unknown) => isApiError(error) && error.code === "mfa_required";
    renderWithQueries(<PayoutRequests canAct isDeclined={declined} />);
    const item = await screen.findByTestId("payout-request");
    const user = userEvent.setup();
    await user.click(within(item).getByRole("button", { name: "Reverse" }));
    await user.click(await screen.findByTestId("step-confirm"));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ type: "info" })));
    expect(within(screen.getByRole("dialog")).queryByRole("alert")).toBeNull();
  });

  it("offers no step to a reader, and pages through the list", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => json(200, { data: [request()], total: 120, page: 1, per_page: 50 }));
    renderWithQueries(<PayoutRequests canAct={false} isDeclined={() => false} />);
    const item = await screen.findByTestId("payout-request");
    expect(within(item).queryAllByRole("button")).toEqual([]);
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain("page=2"));
  });

  it("shows the schedule and drops a hand-set fee when the field is emptied", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "PUT")
        return json(200, schedule({ fee_per_vbyte: 40, fee_per_vbyte_override: 40, time_utc: "15:30" }));
      if (init?.method === "DELETE") return json(200, schedule({ time_utc: "15:30" }));
      return json(200, schedule({ fee_per_vbyte: 40, fee_per_vbyte_override: 40 }));
    });
    renderWithQueries(<PayoutSchedule canEdit isDeclined={() => false} />);
    expect((await screen.findByTestId("payout-schedule")).textContent).toBe(
      "Daily at (UTC)14:00 UTCFee levelMediumFee per vbyte40 sat/vB (set by hand)",
    );
    const user = userEvent.setup();
    const time = screen.getByLabelText("Daily at (UTC)");
    await user.clear(time);
    await user.type(time, "15:30");
    await user.clear(screen.getByLabelText("Fee per vbyte, sat/vB (optional)"));
    await user.click(screen.getByRole("button", { name: "Save the schedule" }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ time_utc: "15:30", fee_level: "MEDIUM" });
    expect((await screen.findByTestId("payout-schedule")).textContent).toBe(
      "Daily at (UTC)15:30 UTCFee levelMediumFee per vbyte12 sat/vB",
    );
  });

  it("shows the UTC payout time in 24 hours and refuses a time that is not HH:MM before sending", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, schedule()));
    renderWithQueries(<PayoutSchedule canEdit isDeclined={() => false} />);
    const time = (await screen.findByLabelText("Daily at (UTC)")) as HTMLInputElement;
    expect(time.value).toBe("14:00");
    expect(time.type).toBe("text");
    expect(screen.getByText("24-hour time, HH:MM (UTC), for example 14:00.")).toBeTruthy();
    const user = userEvent.setup();
    const save = screen.getByRole("button", { name: "Save the schedule" }) as HTMLButtonElement;
    for (const typed of ["2 PM", "24:00", "14"]) {
      await user.clear(time);
      await user.type(time, typed);
      expect(screen.getByRole("alert").textContent).toBe("Enter a time from 00:00 to 23:59.");
      expect(time.getAttribute("aria-invalid")).toBe("true");
      expect(save.disabled).toBe(true);
    }
    await user.clear(time);
    await user.type(time, "9:05");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(save);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ time_utc: "09:05" });
  });

  it("says a fee of 0 or letters are wrong as typed, with Save disabled, and sends nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(200, schedule()));
    renderWithQueries(<PayoutSchedule canEdit isDeclined={() => false} />);
    const user = userEvent.setup();
    const fee = await screen.findByLabelText("Fee per vbyte, sat/vB (optional)");
    const save = screen.getByRole("button", { name: "Save the schedule" });
    for (const typed of ["0", "abc", "10001"]) {
      await user.clear(fee);
      await user.type(fee, typed);
      expect(screen.getByRole("alert").textContent).toBe("Enter a whole number from 1 to 10,000.");
      expect(fee.getAttribute("aria-invalid")).toBe("true");
      expect(save).toHaveProperty("disabled", true);
    }
    await user.click(save);
    expect(fetch.mock.calls.every(([, init]) => !init?.method || init.method === "GET")).toBe(true);
    await user.clear(fee);
    await user.type(fee, "25");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(save).toHaveProperty("disabled", false);
  });
});
