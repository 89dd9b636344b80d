import type { MiningReport } from "@pithead/contract";
import errors from "@pithead/contract/locales/en/errors.json";
import report from "@pithead/contract/locales/en/mining-report.json";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { MiningReportView } from "./mining-report-view";

const now = () => new Date("2026-11-25T08:00:00Z");

const october: MiningReport = {
  miner_id: "m1",
  account_name: "alice",
  pool_name: "Pithead Demo",
  month: "2026-10",
  deadline: "2026-11-20",
  complete: true,
  days: [
    {
      day: "2026-10-01",
      credited: 123_456_789,
      breakdown: { reward: 123_500_000, shares_given: 50_000, shares_received: 0, referral: 6_789 },
      credited_at: "2026-10-02T09:00:00Z",
      rub_price: "9000000.00",
      rub_price_source: "cbr",
      rub_price_at: "2026-10-02T00:00:00Z",
      rub_price_age_minutes: 540,
      rub_price_stale: true,
      rub_value: "11111111.01",
      address: "bc1qalice",
    },
    {
      day: "2026-10-02",
      credited: 1,
      breakdown: { reward: 1, shares_given: 0, shares_received: 0, referral: 0 },
      credited_at: "2026-10-03T09:00:00Z",
      rub_price: null,
      rub_price_source: null,
      rub_price_at: null,
      rub_price_age_minutes: null,
      rub_price_stale: false,
      rub_value: null,
      address: null,
    },
  ],
  addresses: [{ address: "bc1qalice", from: "2026-09-01", to: null }],
  payouts: [
    { day: "2026-10-05", amount: 100_000_000, address: "bc1qalice", status: "completed", tx_id: "ab12cd" },
  ],
  totals: { credited: 123_456_790, rub_value: "11111111.01", days_without_price: 1 },
};

function fakeApi(answer: (month: string) => Response) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://t");
    const month = url.searchParams.get("month") ?? "";
    if (url.pathname === "/api/backend/v0.1/miners/m1/mining-report") return answer(month);
    if (url.pathname === "/api/backend/v0.1/miners/m1/mining-report/csv")
      return new Response("settlement_day,account\r\n", {
        status: 200,
        headers: {
          "Content-Type": "text/csv",
          "Content-Disposition": `attachment; filename="report-${month}.csv"`,
        },
      });
    if (url.pathname === "/api/backend/v0.1/miners/m1/mining-report/pdf") {
      const body = JSON.parse(String((init as RequestInit | undefined)?.body ?? "{}"));
      if (body.watcher_link === "https://pool.test/watch/revoked")
        return json(400, {
          code: "validation_failed",
          message: "Not an active watcher link of this account",
          fields: [{ name: "watcher_link", text: "invalid_input" }],
        });
      return new Response("%PDF-1.3", {
        status: 200,
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="report-${body.month}.pdf"`,
        },
      });
    }
    return json(404, { code: "not_found", message: url.pathname });
  });
}

const forMonth = (month: string) =>
  json(200, {
    data:
      month === "2026-10"
        ? october
        : {
            ...october,
            month,
            days: [],
            payouts: [],
            complete: month !== "2026-11",
            totals: { credited: 0, rub_value: "0.00", days_without_price: 0 },
          },
  });

describe("the mining report page", () => {
  beforeAll(() => initTestI18n("en", { ...report, ...errors }));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("offers January 2025 to the current UTC month and opens on the previous month", async () => {
    const fetch = fakeApi(forMonth);
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    const select = screen.getByLabelText<HTMLSelectElement>("Month");
    const options = [...select.options].map((option) => option.value);
    expect(options[0]).toBe("2026-11");
    expect(options.at(-1)).toBe("2025-01");
    expect(options).toHaveLength(23);
    expect(select.value).toBe("2026-10");
    await screen.findByTestId("mining-report-days");
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/backend/v0.1/miners/m1/mining-report?month=2026-10");
  });

  it("shows the facts, the days with prices, totals, payouts and the filing notes", async () => {
    fakeApi(forMonth);
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    const rows = await screen.findAllByTestId("mining-report-day");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("1.23456789 BTC");
    expect(rows[0]?.textContent).toContain("9,000,000.00 ₽");
    expect(rows[0]?.textContent).toContain("11,111,111.01 ₽");
    expect(rows[0]?.textContent).toContain("cbr");
    expect(rows[0]?.textContent).toContain("bc1qalice");
    expect(rows[1]?.textContent).toContain("0.00000001 BTC");
    expect(rows[1]?.textContent).toContain("No price");
    // A price 9 h older than the credit is marked; a day without a price is not.
    expect(within(rows[0] as HTMLElement).getByTestId("mining-report-stale-price").textContent).toBe(
      "price from Oct 2, 00:00 UTC, 9 h before the credit",
    );
    expect(within(rows[1] as HTMLElement).queryByTestId("mining-report-stale-price")).toBeNull();
    // A day with sharing shows the Payments rows behind its credit, referral income on its own line.
    const parts = within(rows[0] as HTMLElement).getByTestId("mining-report-day-parts");
    expect([...parts.children].map((part) => part.textContent)).toEqual([
      "Reward 1.23500000",
      "Profit sharing given −0.00050000",
      "Referral income +0.00006789",
    ]);
    expect(within(rows[1] as HTMLElement).queryByTestId("mining-report-day-parts")).toBeNull();
    expect(screen.getByTestId("mining-report-account").textContent).toBe("alice at Pithead Demo");
    expect(screen.getByTestId("mining-report-deadline").textContent).toContain("November 20, 2026");
    expect(screen.queryByTestId("mining-report-incomplete")).toBeNull();
    expect(screen.getByTestId("mining-report-total-btc").textContent).toBe("1.23456790 BTC");
    expect(screen.getByTestId("mining-report-total-rub").textContent).toBe("11,111,111.01 ₽");
    expect(screen.getByTestId("mining-report-missing-prices").textContent).toContain("price: 1.");
    expect(within(screen.getByTestId("mining-report-payouts")).getByText("ab12cd")).toBeTruthy();
    expect(screen.getByTestId("mining-report-filing").textContent).toContain("not tax advice");
  });

  it("says when nothing was credited and when the month is not over", async () => {
    fakeApi(forMonth);
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    await screen.findByTestId("mining-report-days");
    await userEvent.selectOptions(screen.getByLabelText("Month"), "2026-11");
    expect((await screen.findByTestId("mining-report-empty")).textContent).toContain(
      "Nothing was credited this month",
    );
    expect(screen.getByTestId("mining-report-incomplete")).toBeTruthy();
    expect(screen.getByTestId("mining-report-total-btc").textContent).toBe("0.00000000 BTC");
  });

  it("explains a 403 (no access to payments) and a 404 (no report at this pool)", async () => {
    fakeApi(() => json(403, { code: "access_denied", message: "no" }));
    const first = renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    expect((await screen.findByTestId("mining-report-error")).textContent).toContain(
      "no access to this account's payments",
    );
    expect(screen.queryByTestId("mining-report-csv")).toBeNull();
    first.unmount();
    vi.restoreAllMocks();
    fakeApi(() => json(404, { code: "not_found", message: "no" }));
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    expect((await screen.findByTestId("mining-report-error")).textContent).toContain(
      "does not give a mining report",
    );
  });

  it("shows a spinner while loading", () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    expect(screen.getByLabelText("Loading the report…")).toBeTruthy();
  });

  it("downloads the month's CSV from the csv endpoint with credentials", async () => {
    const fetch = fakeApi(forMonth);
    const createObjectURL = vi.fn(() => "blob:report");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([input]) => String(input).includes("/csv"));
    expect(String(call?.[0])).toBe("/api/backend/v0.1/miners/m1/mining-report/csv?month=2026-10");
    expect(call?.[1]?.credentials).toBe("include");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("report-2026-10.csv");
  });

  it("downloads the PDF in the interface's language, with a watcher link when one is given", async () => {
    const fetch = fakeApi(forMonth);
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:report"), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    await userEvent.click(await screen.findByText("Attach a watcher link to the PDF"));
    await userEvent.type(
      screen.getByLabelText("Watcher link to print on the PDF (optional)"),
      "https://pool.test/watch/good",
    );
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetch.mock.calls.find(([input]) => String(input).includes("/pdf"));
    expect(String(call?.[0])).toBe("/api/backend/v0.1/miners/m1/mining-report/pdf");
    expect(call?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      month: "2026-10",
      language: "en",
      watcher_link: "https://pool.test/watch/good",
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("report-2026-10.pdf");
  });

  it("shows a refused watcher link under its field and downloads nothing", async () => {
    fakeApi(forMonth);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithQueries(<MiningReportView minerId="m1" now={now} />);
    await userEvent.click(await screen.findByText("Attach a watcher link to the PDF"));
    const field = screen.getByLabelText("Watcher link to print on the PDF (optional)");
    await userEvent.type(field, "https://pool.test/watch/revoked");
    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText("This is not an active watcher link of this account.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(click).not.toHaveBeenCalled();
    await userEvent.type(field, "x");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });
});
