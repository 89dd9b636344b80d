import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { useDashboardStats } from "../hooks/use-dashboard-stats";
import type { DashboardSource } from "../utils/dashboard-source";
import { failWith, fakeApi, figures, initDashboardI18n, renderWithQueries } from "./dashboard-test-utils";
import { StatTiles } from "./stat-tiles";

function Tiles({ source }: { source: DashboardSource }) {
  const stats = useDashboardStats(source);
  return <StatTiles figures={stats.data} isError={stats.isError} />;
}
const tile = (id: string) => screen.getByTestId(`tile-${id}`);
const workers = { stable: 12, unavailable: 2, off: 1, removed: 4 };

describe("dashboard stat tiles", () => {
  beforeAll(() => initDashboardI18n());

  it("show a miner's figures from miners/stats", async () => {
    const fetch = fakeApi({ "miners/stats": { data: [{ id: "m1", ...figures, workers }] } });
    renderWithQueries(<Tiles source={{ type: "miner", id: "m1" }} />);
    expect(await screen.findByText("123.46 TH/s")).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe("/api/backend/v0.1/miners/stats?id%5B%5D=m1");
    expect(tile("hashrate-15m").textContent).toBe("Hashrate, 15 min123.46 TH/s±3.2% · 1,000 shares");
    expect(within(tile("hashrate-1h")).getByText("120.00 TH/s")).toBeTruthy();
    expect(within(tile("hashrate-1h")).getByText("±1.6% · 4,000 shares")).toBeTruthy();
    expect(within(tile("hashrate-24h")).getByText("0 H/s")).toBeTruthy();
    expect(within(tile("hashrate-24h")).getByText("0 shares")).toBeTruthy();
    expect(within(tile("reject")).getByText("0.25%")).toBeTruthy();
    expect(tile("workers").textContent).toBe("Workers12 stable2 unavailable · 1 off");
    expect(screen.queryByTestId("tile-miners")).toBeNull();
  });

  it("tell the error and the shares behind a figure in its tooltip", async () => {
    fakeApi({ "miners/stats": { data: [{ id: "m1", ...figures, workers }] } });
    const user = userEvent.setup();
    renderWithQueries(<Tiles source={{ type: "miner", id: "m1" }} />);
    await user.hover(await screen.findByText("123.46 TH/s"));
    expect(screen.getByRole("tooltip").textContent).toBe(
      "Statistical error ±3.2%: the figure rests on 1,000 accepted shares",
    );
    await user.hover(screen.getByText("0 H/s"));
    expect(screen.getByRole("tooltip").textContent).toBe("No accepted shares in this window");
  });

  it("show a pool's aggregate with its miners count", async () => {
    const fetch = fakeApi({ "pools/p1/stats": { data: { id: "p1", ...figures, miners: 5000, workers } } });
    renderWithQueries(<Tiles source={{ type: "pool", id: "p1" }} />);
    expect(await screen.findByText("5,000")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(within(tile("hashrate-15m")).getByText("123.46 TH/s")).toBeTruthy();
  });

  it("read an operator's aggregate from operators/{id}/stats", async () => {
    fakeApi({
      "operators/o1/stats": { data: { id: "o1", ...figures, hash_rate_15m: 2.5e15, miners: 3, workers } },
    });
    renderWithQueries(<Tiles source={{ type: "operator", id: "o1" }} />);
    expect(await screen.findByText("2.50 PH/s")).toBeTruthy();
    expect(within(tile("miners")).getByText("3")).toBeTruthy();
  });

  it("say when the figures cannot be loaded, with dashes in the tiles", async () => {
    fakeApi({ "miners/stats": failWith(500) });
    renderWithQueries(<Tiles source={{ type: "miner", id: "m1" }} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not load the figures. They are retried every minute.",
    );
    expect(within(tile("hashrate-15m")).getByText("—")).toBeTruthy();
  });
});
