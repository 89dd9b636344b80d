import { formatHashrate, formatPercent, formatRelError } from "../../../lib/hashrate-format";
import type { DashboardFigures } from "./dashboard-source";

export const tileWindows = ["15m", "1h", "24h"] as const;
export type TileWindow = (typeof tileWindows)[number];

/** A hashrate tile: "123.46 TH/s", its "±3.2%" (empty without shares) and the shares behind it. */
export type HashrateTileView = { window: TileWindow; value: string; error: string; shares: number };

export function hashrateTile(
  figures: DashboardFigures,
  window: TileWindow,
  locale: string,
): HashrateTileView {
  const shares = figures[`shares_${window}`];
  return {
    window,
    value: formatHashrate(figures[`hash_rate_${window}`], locale),
    error: shares > 0 ? formatRelError(figures[`rel_error_${window}`], locale) : "",
    shares,
  };
}

/** The reject tile: the rejected share of the difficulty over 15 minutes, "0.25%". */
export const rejectTile = (figures: DashboardFigures, locale: string) =>
  formatPercent(figures.reject_pct_15m, locale);
