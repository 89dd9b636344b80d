import type { ProfitSharing } from "@pithead/contract";

/** Percents are handled as whole units of 0.0001 % (the contract's 4 decimals), never as floats. */
export const PERCENT_SCALE = 10_000;
export const HUNDRED_PERCENT = 100 * PERCENT_SCALE;

/** "12.5" or "12,5" -> 125000 units; null when it is not a plain decimal with at most 4 decimals. */
export function percentUnits(text: string): number | null {
  const match = /^(\d{1,12})(?:[.,](\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * PERCENT_SCALE + Number((match[2] ?? "").padEnd(4, "0"));
}

/** 125000 units -> "12.5" (no trailing zeros), the form the server takes. */
export function percentText(units: number): string {
  const whole = Math.floor(units / PERCENT_SCALE);
  const fraction = String(units % PERCENT_SCALE)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A server percent ("10.0000") as the user reads it ("10"), or unchanged when it is not a decimal. */
export function trimPercent(text: string): string {
  const units = percentUnits(text.replace(",", "."));
  return units === null ? text : percentText(units);
}

/** The version of the donor's split to `recipient` in force on `day` (a `YYYY-MM-DD`), if any. */
export function splitOn(given: ProfitSharing[], recipient: string, day: string): ProfitSharing | undefined {
  return given.find(
    (item) =>
      item.type === "profit_sharing" &&
      item.recipient.account_name === recipient &&
      item.start_date <= day &&
      (item.end_date === null || item.end_date >= day),
  );
}

/**
 * What is left of 100 % to give from `nextStart` on: 100 minus `given_percent`, plus the recipient's own share on
 * that day when an existing split is being changed (its new percent replaces it).
 */
export function percentLeft(
  data: { given: ProfitSharing[]; given_percent: string; next_start: string },
  recipient?: string,
): number {
  const given = percentUnits(data.given_percent) ?? 0;
  const own = recipient ? splitOn(data.given, recipient, data.next_start) : undefined;
  const ownUnits = own ? (percentUnits(own.percent) ?? 0) : 0;
  return Math.max(0, HUNDRED_PERCENT - given + ownUnits);
}

export type PercentProblem = "required" | "percentFormat" | "percentMin" | "percentMax";

/** The typed percent's problem against what is left, or null when it can be sent. */
export function percentProblem(text: string, left: number): PercentProblem | null {
  if (text.trim() === "") return "required";
  const units = percentUnits(text);
  if (units === null) return "percentFormat";
  if (units <= 0) return "percentMin";
  if (units > left) return "percentMax";
  return null;
}
