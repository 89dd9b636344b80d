/** The code's link as the user shares it: a path the server gives is made absolute on this site. */
export function absoluteLink(link: string, origin: string): string {
  if (/^https?:\/\//i.test(link)) return link;
  return `${origin.replace(/\/$/, "")}/${link.replace(/^\//, "")}`;
}

/** A settlement day (`YYYY-MM-DD`) as the locale writes a date, read in UTC (the day never shifts). */
export const dayFormat =
  (formatDate: (value: string, options: Intl.DateTimeFormatOptions) => string) => (day: string) =>
    formatDate(`${day}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
