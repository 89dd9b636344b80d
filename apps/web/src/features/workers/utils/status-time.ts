/**
 * When a worker's status last changed, as a list shows it: the time alone on the same day (in the viewer's time
 * zone), the day and time before that, with the year when it is another year.
 */
export function statusSinceOptions(changedAt: Date, now: Date): Intl.DateTimeFormatOptions {
  const time: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
  if (changedAt.toDateString() === now.toDateString()) return time;
  if (changedAt.getFullYear() === now.getFullYear()) return { month: "short", day: "numeric", ...time };
  return { year: "numeric", month: "short", day: "numeric", ...time };
}
