import type { DashboardSource } from "./dashboard-source";

/** `{miners|pools|operators}/{id}/<what>`: the money reads exist for each kind of account. */
export const moneyPath = (source: DashboardSource, what: string) =>
  `${source.type}s/${encodeURIComponent(source.id)}/${what}`;
