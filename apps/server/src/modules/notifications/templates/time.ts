/**
 * Times for the templates: always UTC ("2026-11-25 07:05 UTC"), and beside it the reader's zone when one is set
 * and it is not UTC ("2026-11-25 10:05 Europe/Moscow"). A zone Intl does not know is ignored (UTC only).
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-25 07:05 UTC"; an unreadable time comes back as it was given. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** The formatter of a zone, or null for none, UTC itself, or a zone Intl rejects. */
function zoneFormat(timeZone: string | null): Intl.DateTimeFormat | null {
  if (!timeZone) return null;
  try {
    const format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const resolved = format.resolvedOptions().timeZone;
    return resolved === "UTC" || resolved === "Etc/UTC" || resolved === "Etc/GMT" ? null : format;
  } catch {
    return null;
  }
}

/** "2026-11-25 10:05 Europe/Moscow" for `iso` in `timeZone`, or null when there is nothing to add to UTC. */
export function formatInZone(iso: string, timeZone: string | null): string | null {
  const date = new Date(iso);
  const format = zoneFormat(timeZone);
  if (!format || Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${format.resolvedOptions().timeZone}`;
}

/**
 * "2026-11-25 07:05 UTC (10:05 Europe/Moscow)", the zone's date only when it is another day ("2026-11-26 01:05
 * Asia/Tokyo"), or the UTC time alone.
 */
export function formatTime(iso: string, timeZone: string | null): string {
  const utc = formatUtc(iso);
  const zoned = formatInZone(iso, timeZone);
  if (!zoned) return utc;
  return `${utc} (${zoned.slice(0, 10) === utc.slice(0, 10) ? zoned.slice(11) : zoned})`;
}
