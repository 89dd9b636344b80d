import errors from "@pithead/contract/locales/en/errors.json";
import platform from "@pithead/contract/locales/en/platform.json";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { LedgerCheck } from "./ledger-check";
import { RewardRates } from "./reward-rates";

const rate = (id: string, sats: string, from: string, source = "manual") => ({
  id,
  sats_per_th_day: sats,
  source,
  effective_from: from,
  created_at: `${from}T10:00:00Z`,
});
const sources = { data: [{ id: "network-difficulty", name: "Network difficulty", configured: false }] };
/** Answers by path: the rates, the sources, and whatever `put` says for a PUT. */
function serve(rates: unknown, put?: () => Response) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "PUT" && put) return put();
    if (url.endsWith("/rates/external-sources")) return json(200, sources);
    return json(200, rates);
  });
}

describe("the platform's rewards page", () => {
  beforeAll(() => initTestI18n("en", { ...platform, ...errors }));

  it("shows a balanced ledger: the check's time in UTC and a zero sum", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      json(200, {
        data: {
          checked_at: "2026-11-21T10:00:00Z",
          ok: true,
          trigger: "schedule",
          triggered_by: null,
          postings_sum: 0,
          unbalanced_entries: 0,
          mismatched_accounts: [],
        },
      }),
    );
    renderWithQueries(<LedgerCheck />);
    const check = await screen.findByTestId("ledger-check");
    expect(within(check).getByText("Balanced")).toBeTruthy();
    expect(within(check).getByText("Checked Nov 21, 2026, 10:00 UTC")).toBeTruthy();
    expect(within(check).getByTestId("ledger-trigger").textContent).toBe("by the hourly schedule");
    expect(within(check).getByTestId("ledger-sum").textContent).toBe("0.00000000 BTC");
    expect(within(check).queryByRole("table")).toBeNull();
    // A reader sees no button to run it.
    expect(screen.queryByRole("button", { name: "Run the check now" })).toBeNull();
  });

  it("runs the check now: shows the new result as a status, and says when one is running already", async () => {
    const check = (at: string, by: string | null) => ({
      checked_at: at,
      ok: true,
      trigger: by ? "user" : "schedule",
      triggered_by: by,
      postings_sum: 0,
      unbalanced_entries: 0,
      mismatched_accounts: [],
    });
    const posts = [
      json(200, { data: check("2026-11-21T11:30:00Z", "owner@example.com") }),
      json(409, { code: "invalid_state", message: "A ledger check is running" }),
    ];
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (_url, init) =>
        init?.method === "POST"
          ? (posts.shift() ?? json(500, {}))
          : json(200, { data: check("2026-11-21T10:00:00Z", null) }),
      );
    renderWithQueries(<LedgerCheck canRun />);
    expect((await screen.findByRole("status")).textContent).toContain("by the hourly schedule");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Run the check now" }));
    await within(screen.getByRole("status")).findByText("run by owner@example.com");
    expect(within(screen.getByRole("status")).getByText("Checked Nov 21, 2026, 11:30 UTC")).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe("/api/backend/v0.1/platform/ledger/check");
    await user.click(screen.getByRole("button", { name: "Run the check now" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A check is running now; its result will show here shortly.",
    );
  });

  it("names each account out of step with its kept balance and its postings", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      json(200, {
        data: {
          checked_at: "2026-11-21T10:00:00Z",
          ok: false,
          trigger: "user",
          triggered_by: "treasurer@example.com",
          postings_sum: -5,
          unbalanced_entries: 1,
          mismatched_accounts: [{ key: "miner:m1", balance: "1005", postings: "1000" }],
        },
      }),
    );
    renderWithQueries(<LedgerCheck />);
    const check = await screen.findByTestId("ledger-check");
    expect(within(check).getByText("Out of balance")).toBeTruthy();
    expect(within(check).getByTestId("ledger-sum").textContent).toBe("-0.00000005 BTC");
    const cells = within(check)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["miner:m1", "0.00001005", "0.00001000"]);
  });

  it("says so when no rate is in force, and hides the form from a role that may not set one", async () => {
    serve({ data: { current: null, history: [] } });
    renderWithQueries(<RewardRates canSet={false} isDeclined={() => false} />);
    expect(
      await screen.findByText("No reward rate is in force: daily rewards wait until one is set."),
    ).toBeTruthy();
    expect(screen.queryByTestId("rate-form")).toBeNull();
  });

  it("shows the rate in force and the history, and sets a manual rate from a day", async () => {
    const rates = {
      data: { current: rate("r1", "52.5", "2026-10-22"), history: [rate("r1", "52.5", "2026-10-22")] },
    };
    const fetch = serve(rates, () => json(200, { data: rate("r2", "60.125", "2026-11-22") }));
    renderWithQueries(<RewardRates canSet isDeclined={() => false} />);
    const current = await screen.findByTestId("current-rate");
    expect(current.textContent).toBe(
      "In force today52.5 sat per TH/s per daySourceEntered by the platformFrom settlement dayOct 22, 2026",
    );
    expect(screen.getByRole("option", { name: "Network difficulty (not configured)" })).toHaveProperty(
      "disabled",
      true,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Satoshis per TH/s per day"), "60,125");
    const day = screen.getByLabelText("From settlement day");
    await user.clear(day);
    await user.type(day, "2026-11-22");
    await user.click(screen.getByRole("button", { name: "Set the rate" }));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/backend/v0.1/platform/rewards/rates/current");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      source: "manual",
      effective_from: "2026-11-22",
      sats_per_th_day: "60.125",
    });
  });

  it("says what is wrong with the rate as it is typed and keeps Set disabled until it is right", async () => {
    serve({ data: { current: null, history: [] } });
    renderWithQueries(<RewardRates canSet isDeclined={() => false} />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText("Satoshis per TH/s per day");
    const submit = screen.getByRole("button", { name: "Set the rate" });
    expect(submit).toHaveProperty("disabled", true);
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(input);
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe("Enter the rate.");
    for (const [text, message] of [
      ["abc", "Enter a number with at most 3 decimals."],
      ["-5", "Enter a number with at most 3 decimals."],
      ["0", "The rate must be above 0."],
      ["2000000000", "Must be at most 1,000,000,000"],
    ]) {
      await user.clear(input);
      await user.type(input, text as string);
      expect(screen.getByRole("alert").textContent).toBe(message);
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(submit).toHaveProperty("disabled", true);
    }
    await user.clear(input);
    await user.type(input, "52.5");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(submit).toHaveProperty("disabled", false);
  });

  it("refuses a fourth decimal before sending, and shows the server's field error under its field", async () => {
    const fetch = serve({ data: { current: null, history: [] } }, () =>
      json(400, {
        code: "validation_failed",
        message: "Invalid input",
        fields: [{ name: "effective_from", text: "invalid_input" }],
      }),
    );
    renderWithQueries(<RewardRates canSet isDeclined={() => false} />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText("Satoshis per TH/s per day");
    await user.type(input, "1.2345");
    expect(screen.getByRole("alert").textContent).toBe("Enter a number with at most 3 decimals.");
    expect(screen.getByRole("button", { name: "Set the rate" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Set the rate" }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await user.clear(input);
    await user.type(input, "10");
    await user.click(screen.getByRole("button", { name: "Set the rate" }));
    const note = await screen.findByRole("alert");
    expect(note.id).toBe("rate-day-note");
    expect(note.textContent).toBe(errors.errors.fields.invalid_input);
    // The server's error holds until the day changes; Set stays disabled meanwhile.
    expect(screen.getByRole("button", { name: "Set the rate" })).toHaveProperty("disabled", true);
    const day = screen.getByLabelText("From settlement day");
    await user.clear(day);
    await user.type(day, "2026-11-23");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Set the rate" })).toHaveProperty("disabled", false);
  });
});
