import type { WorkerBehaviour } from "@pithead/contract";
import { hashesPerDifficulty } from "../hashrate/hashrate";

/**
 * What a group of a demo farm's workers does: `live` sends shares all the time; `unavailable` stopped 3 hours
 * before the simulator first started, `off` 3 days before (they show in history and in the status lists);
 * `reboots` is live but silent for 8 minutes of every hour, from 5 minutes after the simulator started (a rig
 * rebooting: the worker alert says it is down after about 3 minutes and back when it returns, while SPEC's
 * status stays stable; a fresh demo shows it within a quarter of an hour).
 */
export type WorkerFate = "live" | "unavailable" | "off" | "reboots";

/** Whether a `reboots` worker is silent at `ms`: minutes 5 to 12 of each hour counted from `anchorMs`. */
export const isRebooting = (ms: number, anchorMs = 0) => {
  const hour = 3_600_000;
  const intoHour = (((ms - anchorMs) % hour) + hour) % hour;
  return intoHour >= 5 * 60_000 && intoHour < 13 * 60_000;
};
export type WorkerGroup = {
  /** Worker names are `<prefix><n>` (n from 1), e.g. `s19-1`. */
  prefix: string;
  count: number;
  /** Hashrate of each worker, TH/s. */
  ths: number;
  behaviour?: WorkerBehaviour;
  fate?: WorkerFate;
};

/** The farms the demo simulator plays, per demo miner account (db/seed/demo.ts). The known hashrates. */
export const demoFarms: Record<string, WorkerGroup[]> = {
  alice: [
    { prefix: "s19-", count: 12, ths: 110 },
    { prefix: "s9-", count: 1, ths: 13.5, fate: "off" },
    { prefix: "s19-reboot", count: 1, ths: 110, fate: "reboots" },
  ],
  bob: [
    { prefix: "rig", count: 2, ths: 95 },
    { prefix: "l7-", count: 1, ths: 9.5 },
    { prefix: "old", count: 1, ths: 14, fate: "unavailable" },
  ],
  carol: [
    { prefix: "s21-", count: 1200, ths: 200 },
    { prefix: "s19xp-", count: 790, ths: 141 },
    { prefix: "boundary", count: 1, ths: 500, behaviour: "boundary" },
    { prefix: "spare", count: 6, ths: 110, fate: "unavailable" },
    { prefix: "retired", count: 3, ths: 95, fate: "off" },
  ],
  northhub01: [{ prefix: "m50-", count: 40, ths: 120 }],
  northhub02: [
    { prefix: "s19j-", count: 300, ths: 104 },
    { prefix: "boundary", count: 1, ths: 250, behaviour: "boundary" },
    { prefix: "s19j-down", count: 4, ths: 104, fate: "unavailable" },
  ],
  northhub03: [
    { prefix: "t21-", count: 60, ths: 190 },
    { prefix: "t21-old", count: 2, ths: 190, fate: "off" },
  ],
};

/** Shares a worker aims to send a minute: the pool's vardiff picks the difficulty (a power of 2) for it. */
export const targetSharesPerMinute = 12;
/** Of the submitted shares, this fraction is rejected (stale or low difficulty). */
export const rejectRate = 0.01;

export type DemoWorker = {
  account: string;
  name: string;
  behaviour: WorkerBehaviour;
  fate: WorkerFate;
  /** H/s. */
  hashrate: number;
  difficulty: number;
};

/** Vardiff: the power-of-2 difficulty closest (in log) to `targetSharesPerMinute` shares a minute. */
export function vardiff(hashrate: number): number {
  const exact = (hashrate * 60) / (targetSharesPerMinute * hashesPerDifficulty);
  return 2 ** Math.round(Math.log2(exact));
}

/** Every worker of every demo farm, in a stable order. */
export function demoWorkers(): DemoWorker[] {
  return Object.entries(demoFarms).flatMap(([account, groups]) =>
    groups.flatMap((g) =>
      Array.from({ length: g.count }, (_, i) => {
        const hashrate = g.ths * 1e12;
        const name = g.count === 1 && g.behaviour === "boundary" ? g.prefix : `${g.prefix}${i + 1}`;
        return {
          account,
          name,
          behaviour: g.behaviour ?? "hardware",
          fate: g.fate ?? "live",
          hashrate,
          difficulty: vardiff(hashrate),
        };
      }),
    ),
  );
}

/** The hashrate (H/s) each demo miner's workers send on average over an hour: what its `hash_rate_1h` should show. */
export function demoHashrates(workers: DemoWorker[] = demoWorkers()): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of workers) {
    // A rebooting worker is silent 8 minutes of every hour: any hour's average holds 52 of its minutes.
    const share = w.fate === "live" ? 1 : w.fate === "reboots" ? 52 / 60 : 0;
    if (share > 0) out.set(w.account, (out.get(w.account) ?? 0) + w.hashrate * share);
  }
  return out;
}
