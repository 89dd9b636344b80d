import { type StatsSums, statsWindows, windowRange } from "../telemetry/hashrate/hashrate";
import type { WindowQuery } from "../telemetry/stats/stats.repository";

/** The 15m, 1h and 24h windows at `now`, as `telemetry/stats` sums them (hashrate.ts `windowRange`). */
export function statsWindowQueries(now: Date): WindowQuery[] {
  return statsWindows.map((w) => ({ name: w.name, bucketSeconds: w.bucketSeconds, ...windowRange(w, now) }));
}

/** The sums of an owner without a bucket in any window. */
export const noSums = (): StatsSums => ({
  "15m": { acceptedDifficulty: 0, acceptedCount: 0 },
  "1h": { acceptedDifficulty: 0, acceptedCount: 0 },
  "24h": { acceptedDifficulty: 0, acceptedCount: 0 },
  rejectedDifficulty15m: 0,
});
