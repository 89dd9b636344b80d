import type { TFunction } from "i18next";
import type { Formatters } from "../../../lib/i18n-format";

/** A settlement day (`YYYY-MM-DD`) as a medium date, in UTC (the day's own calendar date). */
export const dayText = (f: Pick<Formatters, "formatDate">, day: string) =>
  f.formatDate(`${day}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });

/** A percent string ("0.65") as the user's number format with up to 4 decimals. */
export const percentText = (f: Pick<Formatters, "formatNumber">, percent: string) =>
  f.formatNumber(Number(percent), { maximumFractionDigits: 4 });

/** "from Mar 3, 2026 to Apr 1, 2026" or "from Mar 3, 2026, no end". */
export function periodText(
  t: TFunction,
  f: Pick<Formatters, "formatDate">,
  start: string,
  end: string | null,
): string {
  return end
    ? t("promocodes.apply.period", { start: dayText(f, start), end: dayText(f, end) })
    : t("promocodes.apply.periodOpen", { start: dayText(f, start) });
}
