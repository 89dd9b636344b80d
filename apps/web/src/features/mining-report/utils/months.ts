import { miningReportFirstMonth } from "@pithead/contract";

/** "YYYY-MM" of a moment, in UTC (business time is UTC). */
export function monthOf(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** The month `delta` months after `month` ("2025-01", -1 -> "2024-12"). */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The months a report can be asked for, newest first: the current UTC month back to January 2025. */
export function reportMonths(now: Date, first: string = miningReportFirstMonth): string[] {
  const months: string[] = [];
  for (let month = monthOf(now); month >= first; month = addMonths(month, -1)) months.push(month);
  return months.length > 0 ? months : [first];
}

/** The month the page opens on: the previous one (the one to file now), never before January 2025. */
export function defaultReportMonth(now: Date, first: string = miningReportFirstMonth): string {
  const previous = addMonths(monthOf(now), -1);
  return previous < first ? first : previous;
}

/** A day ("YYYY-MM-DD") or a month's first day as a UTC instant, for date formatting. */
export const utcDay = (day: string) => `${day.length === 7 ? `${day}-01` : day}T00:00:00Z`;
