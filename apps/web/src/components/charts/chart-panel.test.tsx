import type { ChartSeries } from "@pithead/contract";
import dashboard from "@pithead/contract/locales/en/dashboard.json";
import { render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/i18n-testing";
import { ChartPanel } from "./chart-panel";

// jsdom draws no canvas: a stand-in records what the chart hands to uPlot.
const plots = vi.hoisted(() => [] as { data: unknown; destroyed: boolean }[]);
vi.mock("uplot", () => ({
  default: class {
    width = 600;
    record: { data: unknown; destroyed: boolean };
    constructor(_options: unknown, data: unknown) {
      this.record = { data, destroyed: false };
      plots.push(this.record);
    }
    setData(data: unknown) {
      this.record.data = data;
    }
    setSize() {}
    destroy() {
      this.record.destroyed = true;
    }
  },
}));
vi.stubGlobal(
  "ResizeObserver",
  class {
    observe() {}
    disconnect() {}
  },
);

const series = (status: ChartSeries["status"], points: ChartSeries["points"]): ChartSeries => ({
  id: "m1",
  period: "PT15M",
  bucket_seconds: 60,
  from: "2026-03-02T10:00:00Z",
  to: "2026-03-02T10:15:00Z",
  status,
  first_share_at: null,
  last_share_at: null,
  points,
});
const points = [
  { t: "2026-03-02T10:00:00Z", hash_rate: 100e12, shares: 100, rel_error: 0.1, reject_pct: 0 },
  { t: "2026-03-02T10:01:00Z", hash_rate: 110e12, shares: 121, rel_error: 1 / 11, reject_pct: 0 },
];

describe("ChartPanel", () => {
  beforeAll(() => initTestI18n("en", dashboard));

  it("draws the series with the latest bucket in the legend", async () => {
    render(<ChartPanel series={series("ok", points)} isLoading={false} isError={false} />);
    expect(await screen.findByTestId("hashrate-chart")).toBeTruthy();
    expect(screen.queryByTestId("chart-status")).toBeNull();
    expect(screen.getByTestId("chart-readout").textContent).toMatch(
      /^Latest · .+110\.00 TH\/s±9\.1%Shares: 121$/,
    );
    await waitFor(() =>
      expect(plots.at(-1)?.data).toEqual([
        [1772445600, 1772445660],
        [100e12, 110e12],
        [100e12 * 1.1, 110e12 * (1 + 1 / 11)],
        [100e12 * 0.9, 110e12 * (1 - 1 / 11)],
      ]),
    );
  });

  it("puts collecting over the chart and nodata in its place", async () => {
    const { rerender } = render(
      <ChartPanel series={series("collecting", points)} isLoading={false} isError={false} />,
    );
    expect(await screen.findByTestId("hashrate-chart")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Collecting dataChart ready in 15 minutes.");
    rerender(<ChartPanel series={series("nodata", [])} isLoading={false} isError={false} />);
    expect(screen.queryByTestId("hashrate-chart")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(
      "No data yetThe chart appears once workers send their first shares to the pool.",
    );
  });

  it("shows loading, a failure, and a note for a period without points", async () => {
    const { rerender } = render(<ChartPanel series={undefined} isLoading isError={false} />);
    expect(screen.getByRole("status", { name: "Loading the chart" })).toBeTruthy();
    rerender(<ChartPanel series={undefined} isLoading={false} isError />);
    expect(screen.getByRole("alert").textContent).toBe(
      "Could not load the chart. It is retried every minute.",
    );
    rerender(<ChartPanel series={series("ok", [])} isLoading={false} isError={false} />);
    expect((await screen.findByTestId("hashrate-chart-empty")).textContent).toBe("No data for this period.");
  });
});
