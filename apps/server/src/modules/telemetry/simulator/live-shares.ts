import type { Share } from "@pithead/contract";
import { hashesPerDifficulty } from "../hashrate/hashrate";
import { type DemoWorker, isRebooting, rejectRate } from "./demo-farms";
import { poisson } from "./prng";

/** Mean number of shares a worker finds in `ms` at its difficulty. */
export const meanShares = (w: DemoWorker, ms: number) =>
  (w.hashrate * (ms / 1000)) / (w.difficulty * hashesPerDifficulty);

/**
 * The shares the live workers (and rebooting ones outside their reboot) find in [fromMs, toMs): a Poisson count at each worker's hashrate and share
 * difficulty, at uniform times, about 1% rejected (sent all the same, as a stratum server reports them).
 */
export function liveShares(
  workers: DemoWorker[],
  random: () => number,
  fromMs: number,
  toMs: number,
  rebootAnchorMs = 0,
) {
  const shares: Share[] = [];
  for (const w of workers) {
    if (w.fate !== "live" && !(w.fate === "reboots" && !isRebooting(fromMs, rebootAnchorMs))) continue;
    const n = poisson(random, meanShares(w, toMs - fromMs));
    for (let i = 0; i < n; i++) {
      const rejected = random() < rejectRate;
      shares.push({
        account: w.account,
        worker: w.name,
        difficulty: w.difficulty,
        accepted: !rejected,
        ...(rejected ? { reason: random() < 0.5 ? "stale" : "low difficulty" } : {}),
        ts: new Date(fromMs + Math.floor(random() * (toMs - fromMs))).toISOString(),
        behaviour: w.behaviour,
      });
    }
  }
  return shares.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
}
