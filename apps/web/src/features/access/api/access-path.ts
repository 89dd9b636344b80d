import type { SharedAccountType } from "@pithead/contract";

/** The account whose access is shown: a miner, a pool or an operator (Control Hub). */
export type AccessTarget = { type: SharedAccountType; id: string };

const segment: Record<SharedAccountType, string> = { miner: "miners", pool: "pools", operator: "operators" };

/** `{miners|pools|operators}/{id}/access`. */
export const accessPath = (target: AccessTarget) =>
  `${segment[target.type]}/${encodeURIComponent(target.id)}/access`;
