import type { WorkerRow } from "@pithead/contract";
import charts from "@pithead/contract/locales/en/dashboard.json";
import workers from "@pithead/contract/locales/en/workers.json";
import ruWorkers from "@pithead/contract/locales/ru/workers.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/i18n-testing";
import { mockMatchMedia } from "../../../lib/media-testing";
import { WorkersView } from "./workers-view";

const figures = (rate: number, shares: number) => ({
  hash_rate_15m: rate,
  hash_rate_1h: rate,
  hash_rate_24h: rate,
  shares_15m: shares,
  shares_1h: shares,
  shares_24h: shares,
  rel_error_15m: shares ? 1 / Math.sqrt(shares) : null,
  rel_error_1h: shares ? 1 / Math.sqrt(shares) : null,
  rel_error_24h: shares ? 1 / Math.sqrt(shares) : null,
  reject_pct_15m: 0,
});
const row = (
  name: string,
  rate: number,
  shares: number,
  status: WorkerRow["status"] = "stable",
  silence: WorkerRow["silence"] = null,
): WorkerRow => ({
  ...figures(rate, shares),
  id: `id-${name}`,
  miner_id: "m1",
  account_name: "alice",
  name,
  behaviour: "hardware",
  status,
  status_changed_at: "2026-11-21T10:00:00.000Z",
  last_share_at: "2026-11-21T10:30:00.000Z",
  silence,
});
const rows = [
  row("rig-a", 2e12, 100),
  // Judged silent by the alert rule (the server's worker-alerts job): 4 minutes without a share.
  row("rig-b", 5e12, 400, "stable", { minutes: 4, expected_share_seconds: 12.3 }),
  row("rig-c", 0, 0, "unavailable"),
];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

let calls: URL[] = [];
beforeEach(() => {
  calls = [];
  mockMatchMedia(true);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://pool.test");
    calls.push(url);
    if (url.pathname.endsWith("/workers/charts")) return json({ data: [] });
    if (url.pathname.endsWith("/workers/stats")) return json({ data: [rows[1]] });
    if (url.pathname.endsWith("/workers/statuses"))
      return json({ data: { stable: 2, unavailable: 1, off: 0, removed: 4, total: 3, silent: 1 } });
    const sorted = [...rows].sort((a, b) =>
      url.searchParams.get("sort_by") === "hash_rate_15m" ? b.hash_rate_15m - a.hash_rate_15m : 0,
    );
    return json({ data: sorted, total: 3, page: 1, per_page: 200 });
  });
});
afterEach(() => vi.restoreAllMocks());

async function renderView(href = "/workers", lng: "en" | "ru" = "en") {
  const i18n = await initTestI18n(lng, { ...workers, ...charts });
  i18n.addResourceBundle("ru", "translation", ruWorkers, true, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: "/workers", element: <WorkersView owner={{ type: "miner", id: "m1" }} /> }],
    { initialEntries: [href] },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const names = () => screen.getAllByTestId("worker-name").map((el) => el.textContent);

describe("the workers view", () => {
  it.each([
    ["en", "No shares for 4 min, expected one every 12 s", "1 silent"],
    ["ru", "Нет шаров 4 мин, ожидался один каждые 12 с", "молчат: 1"],
  ] as const)(
    "marks a worker the alert rule judges silent, in the mail's words (%s)",
    async (lng, mark, count) => {
      await renderView("/workers", lng);
      await waitFor(() => expect(screen.getAllByTestId("worker-silence")).toHaveLength(1));
      const silent = screen.getByTestId("worker-silence");
      expect(silent.textContent).toBe(mark);
      expect(silent.closest("tr")?.textContent).toContain("rig-b");
      await waitFor(() => expect(screen.getByTestId("status-silent").textContent).toBe(count));
      // The detail opened from its row says the same.
      fireEvent.click(screen.getByRole("button", { name: /rig-b/ }));
      const detail = await screen.findByTestId("worker-detail");
      await waitFor(() => expect(within(detail).getByTestId("worker-silence").textContent).toBe(mark));
    },
  );

  it("lists the miner's workers in pages of 200 with the counts on the status tabs", async () => {
    await renderView();
    await waitFor(() => expect(names()).toEqual(["rig-a", "rig-b", "rig-c"]));
    const list = calls.find((url) => url.pathname === "/api/backend/v0.1/miners/m1/workers");
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      sort_by: "worker_name",
      order: "asc",
      page: "1",
      per_page: "200",
    });
    await waitFor(() =>
      expect(screen.getAllByTestId("status-count").map((el) => el.textContent)).toEqual(["3", "2", "1", "0"]),
    );
    expect(screen.getByTestId("workers-count").textContent).toBe("3 of 3 shown");
  });

  it("sorts by a column header, keeps the sort in the address and flips it on a second click (asc is the default)", async () => {
    const router = await renderView();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByTestId("sort-hash_rate_15m"));
    await waitFor(() => expect(names()).toEqual(["rig-b", "rig-a", "rig-c"]));
    expect(router.state.location.search).toBe("?sort_by=hash_rate_15m&order=desc");
    expect(screen.getByTestId("sort-hash_rate_15m").closest("th")?.getAttribute("aria-sort")).toBe(
      "descending",
    );
    fireEvent.click(screen.getByTestId("sort-hash_rate_15m"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort_by=hash_rate_15m"));
  });

  it("filters by status through the server", async () => {
    const router = await renderView();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByTestId("status-unavailable"));
    await waitFor(() => expect(router.state.location.search).toBe("?status=unavailable"));
    await waitFor(() =>
      expect(calls.some((url) => url.searchParams.get("status") === "unavailable")).toBe(true),
    );
  });

  it("shows the uncertainty of a hashrate in a tooltip", async () => {
    await renderView();
    await waitFor(() => expect(names()).toHaveLength(3));
    const firstRow = screen.getAllByTestId("worker-row")[0] as HTMLElement;
    const cell = within(firstRow).getAllByRole("button", { name: /TH\/s/ })[0] as HTMLElement;
    fireEvent.focus(cell);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe(
      [
        "Hashrate over 15 minutes: 2.00 TH/s",
        "Relative error ±10% (about 1/√shares)",
        "Accepted shares: 100",
        "Most likely between 1.80 TH/s and 2.20 TH/s",
      ].join(""),
    );
  });
});
