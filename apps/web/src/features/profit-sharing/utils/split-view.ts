import type { ProfitSharing, SharingState } from "@pithead/contract";
import type { BadgeTone } from "../../../components/ui/badge/badge";

export const stateTone: Record<SharingState, BadgeTone> = {
  scheduled: "warning",
  active: "success",
  ended: "neutral",
};

/** Only the open version of a split (no end date yet, not ended) takes a new percent or an end. */
export const isOpen = (split: ProfitSharing) => split.end_date === null && split.state !== "ended";

/** The splits of this page: referrals are the `/referrals` page's. */
export const onlyProfitSharing = (rows: ProfitSharing[]) =>
  rows.filter((row) => row.type === "profit_sharing");

/** A settlement day (`YYYY-MM-DD`) as the locale writes a date, read in UTC (the day never shifts). */
export const dayFormat =
  (formatDate: (value: string, options: Intl.DateTimeFormatOptions) => string) => (day: string) =>
    formatDate(`${day}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });

/**
 * The donor's split to `recipient` that runs after today (in force with no end, or scheduled): the version a new
 * percent replaces (the server's `replaces`), so a second split to one recipient is a change, never a new one.
 */
export const runningSplit = (given: ProfitSharing[], recipient: string) =>
  given.find(
    (split) => split.type === "profit_sharing" && split.recipient.account_name === recipient && isOpen(split),
  );
