/** The rate as typed: satoshis per TH/s per day, above 0, at most 3 decimals (the server's rule too). */
export type RateParse = { ok: true; value: string } | { ok: false; reason: "empty" | "format" | "zero" };

export function parseRate(input: string): RateParse {
  const text = input.trim().replace(",", ".");
  if (text === "") return { ok: false, reason: "empty" };
  if (!/^\d{1,10}(\.\d{1,3})?$/.test(text)) return { ok: false, reason: "format" };
  if (!/[1-9]/.test(text)) return { ok: false, reason: "zero" };
  return { ok: true, value: text.replace(/^0+(?=\d)/, "") };
}

/** Today in UTC as `YYYY-MM-DD`: settlement days are UTC days. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
