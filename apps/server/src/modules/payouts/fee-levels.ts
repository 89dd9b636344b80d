import type { FeeLevel } from "@pithead/contract";

/** The fee per vbyte (whole satoshis) of each payout fee level; from PAYOUT_FEE_LEVELS (config.ts). */
export type PayoutFeeLevels = Record<FeeLevel, number>;
export const defaultPayoutFeeLevels: PayoutFeeLevels = { LOW: 2, MEDIUM: 6, HIGH: 15 };
export const payoutFeeLevelsHint = "must be LOW=<n>,MEDIUM=<n>,HIGH=<n> with whole sat/vB from 1 to 10000";

/** `LOW=2,MEDIUM=6,HIGH=15` -> the levels; null unless each level is named once with 1..10000. */
export function parsePayoutFeeLevels(value: string): PayoutFeeLevels | null {
  const found = new Map<string, number>();
  for (const part of value.split(",")) {
    const m = /^\s*(LOW|MEDIUM|HIGH)\s*=\s*(\d{1,5})\s*$/.exec(part);
    const n = Number(m?.[2]);
    if (!m?.[1] || found.has(m[1]) || n < 1 || n > 10_000) return null;
    found.set(m[1], n);
  }
  const [LOW, MEDIUM, HIGH] = [found.get("LOW"), found.get("MEDIUM"), found.get("HIGH")];
  return LOW && MEDIUM && HIGH ? { LOW, MEDIUM, HIGH } : null;
}
