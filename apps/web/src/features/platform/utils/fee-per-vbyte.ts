/** The fee per vbyte as typed: empty (the level's figure applies) or a whole number of sat/vB from 1 to 10,000. */
type FeeParse = { ok: true; value: number | null } | { ok: false };

export function parseFeePerVbyte(input: string): FeeParse {
  const text = input.trim();
  if (text === "") return { ok: true, value: null };
  if (!/^\d{1,5}$/.test(text)) return { ok: false };
  const value = Number(text);
  return value >= 1 && value <= 10_000 ? { ok: true, value } : { ok: false };
}
