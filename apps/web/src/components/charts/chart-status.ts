import type { ChartDataStatus } from "@pithead/contract";

/**
 * How a chart shows its data status (SPEC section 4): `ok` draws the chart alone; `collecting` (first share under
 * 15 minutes old) and `unavailable` (every worker disconnected for over an hour) draw the chart with the message
 * over it, since the points so far still tell something; `stale` (over 7 days) and `nodata` show the message
 * instead of a flat line.
 */
export type ChartStatusView =
  | { mode: "chart" }
  | { mode: "overlay" | "replace"; status: Exclude<ChartDataStatus, "ok">; tone: "info" | "warning" };

export function chartStatusView(status: ChartDataStatus): ChartStatusView {
  switch (status) {
    case "ok":
      return { mode: "chart" };
    case "collecting":
      return { mode: "overlay", status, tone: "info" };
    case "unavailable":
      return { mode: "overlay", status, tone: "warning" };
    case "stale":
      return { mode: "replace", status, tone: "warning" };
    case "nodata":
      return { mode: "replace", status, tone: "info" };
  }
}

/** The translation keys of a status message: `charts.status.<status>.{title,text}`. */
export function chartStatusKeys(status: Exclude<ChartDataStatus, "ok">): { title: string; text: string } {
  return { title: `charts.status.${status}.title`, text: `charts.status.${status}.text` };
}
