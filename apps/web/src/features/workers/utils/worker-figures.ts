import type { HashrateFigures } from "@pithead/contract";
import { formatHashrate, formatPercent, formatRelError, hashrateScale } from "../../../lib/hashrate-format";

/** The three hashrate windows of a worker row. */
export const hashrateWindows = ["15m", "1h", "24h"] as const;
export type HashrateWindow = (typeof hashrateWindows)[number];

/** One hashrate figure as a row shows it, with what its tooltip needs to draw the uncertainty. */
export type FigureView = {
  window: HashrateWindow;
  /** "123.46 TH/s" */
  value: string;
  /** "±3.2%", empty without shares */
  error: string;
  shares: number;
  /** H/s and the relative error behind the texts (null without shares). */
  rate: number;
  relError: number | null;
};

/** A hashrate figure of one window: the value, its relative error, the shares behind it and the range. */
export function hashrateFigure(figures: HashrateFigures, window: HashrateWindow, locale: string): FigureView {
  const rate = figures[`hash_rate_${window}`];
  const shares = figures[`shares_${window}`];
  const relError = shares > 0 ? figures[`rel_error_${window}`] : null;
  return {
    window,
    value: formatHashrate(rate, locale),
    error: formatRelError(relError, locale),
    shares,
    rate,
    relError,
  };
}

/** The figure +- its relative error, both on the figure's own unit; null without shares. */
export function figureRange(figure: FigureView, locale: string): { low: string; high: string } | null {
  if (figure.relError === null) return null;
  const scale = hashrateScale(figure.rate);
  return {
    low: formatHashrate(Math.max(0, figure.rate * (1 - figure.relError)), locale, scale),
    high: formatHashrate(figure.rate * (1 + figure.relError), locale, scale),
  };
}

/** Every window of a row, in order. */
export function hashrateFiguresOf(figures: HashrateFigures, locale: string): FigureView[] {
  return hashrateWindows.map((window) => hashrateFigure(figures, window, locale));
}

/** The rejected share of the last 15 minutes: "0.25%". */
export function rejectText(figures: Pick<HashrateFigures, "reject_pct_15m">, locale: string): string {
  return formatPercent(figures.reject_pct_15m, locale);
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The tooltip of a hashrate cell: the figure, its relative error (about 1/sqrt(shares)), the shares, the range. */
export function uncertaintyLines(figure: FigureView, t: Translate, locale: string): string[] {
  const head = t("workers.uncertainty.title", {
    window: t(`workers.window.${figure.window}`),
    value: figure.value,
  });
  const range = figureRange(figure, locale);
  if (!range) return [head, t("workers.uncertainty.none")];
  return [
    head,
    t("workers.uncertainty.error", { error: figure.error }),
    t("workers.uncertainty.shares", { shares: new Intl.NumberFormat(locale).format(figure.shares) }),
    t("workers.uncertainty.range", range),
  ];
}
