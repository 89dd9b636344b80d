import type { ChartPoint } from "@pithead/contract";

/** uPlot's columns: bucket start (seconds), hash rate, upper and lower band edge (null without shares). */
export type HashrateColumns = [number[], number[], (number | null)[], (number | null)[]];

/**
 * The chart's data from the points (oldest first): the band is hash_rate x (1 +- rel_error), cut at zero;
 * a bucket without shares (rel_error null) has no band.
 */
export function toColumns(points: readonly ChartPoint[]): HashrateColumns {
  const columns: HashrateColumns = [[], [], [], []];
  for (const point of points) {
    columns[0].push(Date.parse(point.t) / 1000);
    columns[1].push(point.hash_rate);
    const error = point.rel_error;
    columns[2].push(error === null ? null : point.hash_rate * (1 + error));
    columns[3].push(error === null ? null : Math.max(0, point.hash_rate * (1 - error)));
  }
  return columns;
}

/** The largest value the y axis must show: the top of the band, else the rate; 0 for no points. */
export function maxOfColumns(columns: HashrateColumns): number {
  let max = 0;
  for (let i = 0; i < columns[1].length; i += 1) {
    max = Math.max(max, columns[1][i] ?? 0, columns[2][i] ?? 0);
  }
  return max;
}

/** The y range: from zero to a tenth above the maximum (1 when everything is zero, so the axis still draws). */
export function yRange(max: number): [number, number] {
  return [0, max > 0 ? max * 1.1 : 1];
}

/** Date parts of a bucket's time: with the date from 20-minute buckets up (a day or a week is shown). */
export function timeFormatOf(bucketSeconds: number): Intl.DateTimeFormatOptions {
  return bucketSeconds >= 1200
    ? { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }
    : { hour: "2-digit", minute: "2-digit" };
}

/** Date parts of an axis tick: the day when ticks are a day or more apart, else the time. */
export function tickFormatOf(incrementSeconds: number): Intl.DateTimeFormatOptions {
  return incrementSeconds >= 86_400
    ? { month: "short", day: "numeric" }
    : { hour: "numeric", minute: "2-digit" };
}
