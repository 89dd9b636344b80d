import { lazy } from "react";

const load = () => import("./hashrate-chart");

/**
 * The uPlot chart in a chunk of its own: chart code is not part of a page's first JavaScript. `ChartPanel`
 * starts the load when it mounts, so it runs while the series is being fetched.
 */
export const LazyHashrateChart = lazy(() => load().then((m) => ({ default: m.HashrateChart })));

export function preloadHashrateChart(): void {
  void load().catch(() => undefined);
}
