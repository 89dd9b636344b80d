/** The largest rate the server takes: 1e9 satoshis per TH/s per day. */
export const MAX_RATE = 1_000_000_000;

/** The rate as typed: satoshis per TH/s per day, above 0, at most 3 decimals, at most 1e9 (the server's rule). */
export type RateParse =
  | { ok: true; value: string }
  | { ok: false; reason: "empty" | "format" | "zero" | "range" };

export function parseRate(input: string): RateParse {
  const text = input.trim().replace(",", ".");
  if (text === "") return { ok: false, reason: "empty" };
  if (!/^\d{1,10}(\.\d{1,3})?$/.test(text)) return { ok: false, reason: "format" };
  if (!/[1-9]/.test(text)) return { ok: false, reason: "zero" };
  if (Number(text) > MAX_RATE) return { ok: false, reason: "range" };
  return { ok: true, value: text.replace(/^0+(?=\d)/, "") };
}

/** Today in UTC as `YYYY-MM-DD`: settlement days are UTC days. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
