/**
 * The names the browser's time-zone data (ICU/CLDR) still uses for zones IANA has renamed: the list shows, and
 * the page sends, the current IANA name. The server takes both (it may store the old spelling: `canonical` maps
 * that back).
 */
const renamed: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

/** A zone's current IANA name (`Asia/Calcutta` -> `Asia/Kolkata`); others as they are. */
export const canonical = (zone: string): string => renamed[zone] ?? zone;

/** The browser's IANA time zone, or null when it is UTC (nothing to add beside UTC) or unknown. */
export function browserTimeZone(): string | null {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== "UTC" && zone !== "Etc/UTC" ? canonical(zone) : null;
  } catch {
    return null;
  }
}

/**
 * "UTC only", as the page stores it: `UTC` (null stays "not chosen yet", so the page can offer the browser's zone;
 * notifications treat both as UTC only).
 */
export const utcOnly = "UTC";

/** The regions the list is grouped by (the first part of the IANA name); anything else goes to `other`. */
export const timeZoneRegions = [
  "Europe",
  "Asia",
  "America",
  "Africa",
  "Australia",
  "Pacific",
  "Atlantic",
  "Indian",
  "Antarctica",
  "Arctic",
] as const;
export type TimeZoneRegion = (typeof timeZoneRegions)[number] | "other";

export type TimeZoneChoice = { id: string; city: string; offset: string; minutes: number };
export type TimeZoneGroup = { region: TimeZoneRegion; zones: TimeZoneChoice[] };

/** "America/Argentina/Buenos_Aires" -> "Buenos Aires, Argentina"; "Europe/Berlin" -> "Berlin". */
export function cityOf(zone: string): string {
  const parts = zone.split("/");
  const rest = parts.length > 1 ? parts.slice(1) : parts;
  return rest
    .reverse()
    .map((part) => part.replaceAll("_", " "))
    .join(", ");
}

/** The zone's offset from UTC at `now`: "UTC−05:00", "UTC+05:30", "UTC+00:00" (with a true minus sign). */
export function offsetOf(zone: string, now: Date): { text: string; minutes: number } {
  let name = "GMT";
  try {
    name =
      new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
        .formatToParts(now)
        .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  } catch {
    // an unknown zone: shown as UTC+00:00
  }
  const [, sign = "+", hours = "00", minutes = "00"] = /^GMT([+-−])(\d{2}):(\d{2})$/.exec(name) ?? [];
  const negative = sign !== "+";
  const total = (Number(hours) * 60 + Number(minutes)) * (negative ? -1 : 1);
  return { text: `UTC${negative ? "−" : "+"}${hours}:${minutes}`, minutes: total };
}

/** A zone as the list shows it: "New York (UTC−05:00)". */
export const zoneLabel = (choice: Pick<TimeZoneChoice, "city" | "offset">) =>
  `${choice.city} (${choice.offset})`;

export function timeZoneChoice(zone: string, now: Date): TimeZoneChoice {
  const offset = offsetOf(zone, now);
  return { id: zone, city: cityOf(zone), offset: offset.text, minutes: offset.minutes };
}

/** The zones the browser knows (current names, no duplicates), with `keep` (the stored or default zone). */
export function timeZoneChoices(keep: readonly (string | null)[] = []): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  const kept = keep.filter((zone): zone is string => Boolean(zone) && zone !== utcOnly);
  return [...new Set([...kept, ...zones].map(canonical))];
}

/**
 * The list to choose from, grouped by region (Europe, Asia, America, ...), each zone by its city with its
 * current offset, west to east and by name within a region.
 */
export function timeZoneGroups(keep: readonly (string | null)[], now: Date): TimeZoneGroup[] {
  const groups = new Map<TimeZoneRegion, TimeZoneChoice[]>();
  for (const zone of timeZoneChoices(keep)) {
    const head = zone.split("/")[0] as TimeZoneRegion;
    const region: TimeZoneRegion =
      zone.includes("/") && timeZoneRegions.includes(head as never) ? head : "other";
    groups.set(region, [...(groups.get(region) ?? []), timeZoneChoice(zone, now)]);
  }
  return [...timeZoneRegions, "other" as const]
    .filter((region) => groups.has(region))
    .map((region) => ({
      region,
      zones: (groups.get(region) ?? []).sort((a, b) => a.minutes - b.minutes || a.city.localeCompare(b.city)),
    }));
}

/** The zone the page starts with: the stored one, else the browser's (offered by default), else UTC only. */
export const initialTimeZone = (stored: string | null) =>
  (stored ? canonical(stored) : null) ?? browserTimeZone() ?? utcOnly;
