/** `2025-01` -> its first day, the next month's first day, and the filing deadline (the 20th of the next month). */
export function monthBounds(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01`, deadline: `${next}-20` };
}
