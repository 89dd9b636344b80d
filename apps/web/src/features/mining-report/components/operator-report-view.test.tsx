import type { MiningReport, OperatorMiningReport } from "@pithead/contract";
import errors from "@pithead/contract/locales/en/errors.json";
import report from "@pithead/contract/locales/en/mining-report.json";
import operator from "@pithead/contract/locales/en/operator-report.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json } from "../../../lib/query-testing";
import { OperatorReportView } from "./operator-report-view";

const now = () => new Date("2026-11-25T08:00:00Z");

const october: OperatorMiningReport = {
  operator_name: "northhub",
  pool_name: "Pithead Demo",
  month: "2026-10",
  deadline: "2026-11-20",
  complete: true,
  customers: [
    {
      miner_id: "c1",
      account_name: "farm-one",
      days: 31,
      credited: 123_456_789,
      rub_value: "11111111.01",
      days_without_price: 0,
    },
    {
      miner_id: "c2",
      account_name: "farm-two",
      days: 2,
      credited: 1,
      rub_value: "0.00",
      days_without_price: 2,
    },
  ],
  totals: { credited: 123_456_790, rub_value: "11111111.01", days_without_price: 2 },
};

const customerReport = (minerId: string, month: string): MiningReport => ({
  miner_id: minerId,
  account_name: minerId === "c1" ? "farm-one" : "farm-two",
  pool_name: "Pithead Demo",
  month,
  deadline: "2026-11-20",
  complete: true,
  days: [],
  addresses: [],
  payouts: [],
  totals: { credited: 0, rub_value: "0.00", days_without_price: 0 },
});

const byMonth = (month: string) =>
  json(200, {
    data:
      month === "2026-10"
        ? october
        : {
            ...october,
            month,
            complete: month !== "2026-11",
            customers: [],
            totals: { credited: 0, rub_value: "0.00", days_without_price: 0 },
          },
  });

function fakeApi(answer: (month: string) => Response = byMonth) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://t");
    const month = url.searchParams.get("month") ?? "";
    if (url.pathname === "/api/backend/v0.1/operators/o1/mining-report") return answer(month);
    const miner = /^\/api\/backend\/v0\.1\/miners\/(\w+)\/mining-report$/.exec(url.pathname)?.[1];
    if (miner) return json(200, { data: customerReport(miner, month) });
    return json(404, { code: "not_found", message: url.pathname });
  });
}

function renderView(href = "/mining-report") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "/mining-report", element: <OperatorReportView operatorId="o1" now={now} /> }],
    { initialEntries: [href] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const calls = (fetch: ReturnType<typeof fakeApi>) => fetch.mock.calls.map(([input]) => String(input));

describe("the Control Hub's mining report", () => {
  beforeAll(() => initTestI18n("en", { ...report, ...operator, ...errors }));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("opens on the previous month with each customer's figures, the totals, the deadline and the state", async () => {
    const fetch = fakeApi();
    renderView();
    const select = screen.getByLabelText<HTMLSelectElement>("Month");
    expect(select.value).toBe("2026-10");
    expect(select.options).toHaveLength(23);
    const rows = await screen.findAllByTestId("operator-report-row");
    expect(calls(fetch)[0]).toBe("/api/backend/v0.1/operators/o1/mining-report?month=2026-10");
    const cells = (row: HTMLElement) =>
      ["account", "days", "btc", "rub", "missing"].map(
        (name) => within(row).getByTestId(`operator-report-${name}`).textContent,
      );
    expect(rows.map(cells)).toEqual([
      ["farm-one", "31", "1.23456789 BTC", "11,111,111.01 ₽", "0"],
      ["farm-two", "2", "0.00000001 BTC", "0.00 ₽", "2"],
    ]);
    expect(screen.getByTestId("operator-report-total-btc").textContent).toBe("1.23456790 BTC");
    expect(screen.getByTestId("operator-report-total-rub").textContent).toBe("11,111,111.01 ₽");
    expect(screen.getByTestId("operator-report-total-missing").textContent).toBe("2");
    expect(screen.getByTestId("operator-report-operator").textContent).toBe("northhub at Pithead Demo");
    expect(screen.getByTestId("operator-report-deadline").textContent).toContain("November 20, 2026");
    expect(screen.getByTestId("operator-report-status").textContent).toBe("Complete: the figures are final");
    expect(screen.queryByTestId("operator-report-incomplete")).toBeNull();
    expect(screen.getByTestId("operator-report-missing-prices").textContent).toContain("price: 2.");
  });

  it("keeps the chosen month in the address, says when it is not over and when there are no customers", async () => {
    const fetch = fakeApi();
    const router = renderView();
    await screen.findAllByTestId("operator-report-row");
    await userEvent.selectOptions(screen.getByLabelText("Month"), "2026-11");
    expect((await screen.findByTestId("operator-report-empty")).textContent).toContain("No customers yet");
    expect(router.state.location.search).toBe("?month=2026-11");
    expect(calls(fetch)).toContain("/api/backend/v0.1/operators/o1/mining-report?month=2026-11");
    expect(screen.getByTestId("operator-report-status").textContent).toBe("Not over yet");
    expect(screen.getByTestId("operator-report-incomplete")).toBeTruthy();
  });

  it("opens the month the address names", async () => {
    const fetch = fakeApi();
    renderView("/mining-report?month=2025-03");
    expect(screen.getByLabelText<HTMLSelectElement>("Month").value).toBe("2025-03");
    await screen.findByTestId("operator-report-empty");
    expect(calls(fetch)[0]).toBe("/api/backend/v0.1/operators/o1/mining-report?month=2025-03");
  });

  it("falls back to the previous month for a month out of range", async () => {
    fakeApi();
    renderView("/mining-report?month=2024-12");
    expect(screen.getByLabelText<HTMLSelectElement>("Month").value).toBe("2026-10");
    await screen.findAllByTestId("operator-report-row");
  });

  it("opens a customer's full report from its row, linkable, and comes back to the month", async () => {
    const fetch = fakeApi();
    const router = renderView("/mining-report?month=2026-10");
    await screen.findAllByTestId("operator-report-row");
    const open = screen.getByRole("link", { name: "View report of farm-two" });
    expect(open.getAttribute("href")).toBe("/mining-report?month=2026-10&customer=c2");
    await userEvent.click(open);
    expect(await screen.findByTestId("mining-report-account")).toHaveProperty(
      "textContent",
      "farm-two at Pithead Demo",
    );
    expect(calls(fetch)).toContain("/api/backend/v0.1/miners/c2/mining-report?month=2026-10");
    expect(screen.queryByTestId("operator-report-table")).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "All customers" }));
    expect(router.state.location.search).toBe("?month=2026-10");
    expect(await screen.findAllByTestId("operator-report-row")).toHaveLength(2);
  });

  it("opens a customer's report on the month the table shows", async () => {
    const fetch = fakeApi();
    renderView("/mining-report?month=2025-03&customer=c2");
    expect(await screen.findByLabelText<HTMLSelectElement>("Month")).toHaveProperty("value", "2025-03");
    await waitFor(() =>
      expect(calls(fetch)).toContain("/api/backend/v0.1/miners/c2/mining-report?month=2025-03"),
    );
  });

  it("explains a 403 (no access to the payments) and a 404 (no report at this pool)", async () => {
    fakeApi(() => json(403, { code: "access_denied", message: "no" }));
    renderView();
    expect((await screen.findByTestId("operator-report-error")).textContent).toContain(
      "no access to this Control Hub's payments",
    );
    cleanup();
    vi.restoreAllMocks();
    fakeApi(() => json(404, { code: "not_found", message: "no" }));
    renderView();
    expect((await screen.findByTestId("operator-report-error")).textContent).toContain(
      "This pool has no mining report.",
    );
  });

  it("shows a spinner while loading", () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise(() => {}));
    renderView();
    expect(screen.getByLabelText("Loading the customers' report…")).toBeTruthy();
  });
});
