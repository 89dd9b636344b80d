/** Milliseconds of a UTC day (Unix time has no leap seconds). */
export const DAY_MS = 86_400_000;

/** The UTC day, `YYYY-MM-DD`, of an instant (a Date or milliseconds since the epoch). */
export const utcDayOf = (at: Date | number): string =>
  (typeof at === "number" ? new Date(at) : at).toISOString().slice(0, 10);

/** 00:00 UTC of the day an instant (milliseconds) falls in. */
export const utcDayStartMs = (ms: number): number => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** The day `n` days after `day` (before it when negative). */
export const addUtcDays = (day: string, n: number): string =>
  utcDayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** A UTC day's bounds: [D 00:00, D+1 00:00). */
export function utcDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00Z`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}
