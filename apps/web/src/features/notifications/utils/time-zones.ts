/** The browser's IANA time zone, or null when it is UTC (nothing to add beside UTC) or unknown. */
export function browserTimeZone(): string | null {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== "UTC" && zone !== "Etc/UTC" ? zone : null;
  } catch {
    return null;
  }
}

/**
 * "UTC only", as the page stores it: `UTC` (null stays "not chosen yet", so the page can offer the browser's zone;
 * notifications treat both as UTC only).
 */
export const utcOnly = "UTC";

/** The zones to choose from: the browser's list, with `keep` (the stored or default zone) when it is missing. */
export function timeZoneChoices(keep: readonly (string | null)[] = []): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const extra = keep.filter(
    (zone): zone is string => Boolean(zone) && zone !== utcOnly && !zones.includes(zone as string),
  );
  return [...extra, ...zones];
}

/** The zone the page starts with: the stored one, else the browser's (offered by default), else UTC only. */
export const initialTimeZone = (stored: string | null) => stored ?? browserTimeZone() ?? utcOnly;
