import { expect } from "vitest";
import type { App } from "../../src/app";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { miners, operators, pools, workers } from "../../src/db/schema";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { sessionFor, tokenHeaders } from "../product-session";
import { evenShares, postShares } from "./shares";

export const chartNow = "2026-03-02T10:07:30Z";
export const t32 = 2 ** 32;
export const api = "/api/backend/v0.1";

/**
 * Shares of the chart tests, ingested at 10:07:30 (the 15-minute chart is [09:47, 10:02), the hourly one
 * [09:00, 10:00)): alice's rig s1 sends 60 difficulty-1000 shares in the minute 09:50 with 20 rejected ones,
 * and 60 more at 10:03 (still inside the processing delay); her boundary worker b1 30 difficulty-2000 shares
 * at 09:55 (her first boundary share is 12.5 minutes old: collecting); northhub01 (operator North Hub) 10
 * difficulty-500 shares at 09:58; bob one share two days ago (silent for over an hour: unavailable); carol a
 * worker last seen 8 days ago, written straight into `workers` (ingest takes nothing that old: stale).
 */
export async function ingestChartShares(app: App, db: Db, clock: Clock) {
  const res = await postShares(app, "charts-1", [
    ...evenShares("2026-03-02T09:50:00Z", 60, 60, { worker: "s1" }),
    ...evenShares("2026-03-02T09:50:00Z", 60, 20, { worker: "s1", accepted: false }),
    ...evenShares("2026-03-02T10:03:00Z", 60, 60, { worker: "s1" }),
    ...evenShares("2026-03-02T09:55:00Z", 30, 30, { worker: "b1", behaviour: "boundary", difficulty: 2000 }),
    ...evenShares("2026-03-02T09:58:00Z", 10, 10, { account: "northhub01", worker: "n1", difficulty: 500 }),
    { account: "bob", worker: "old", ts: "2026-02-28T10:08:00Z" },
  ]);
  expect(res.json()).toMatchObject({ accepted: 181, rejected: 0 });
  await compactWorkerRollups(db, clock); // worker buckets and last shares, as the job does each minute
  const ids: Record<string, string> = {};
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners)) {
    ids[m.name] = m.id;
  }
  const carolSeen = new Date("2026-02-22T10:00:00Z");
  await db.insert(workers).values({
    minerId: ids.carol ?? "",
    name: "gone",
    firstSeen: new Date("2026-02-20T10:00:00Z"),
    lastShareAt: carolSeen,
    status: "off",
    statusChangedAt: carolSeen,
  });
  for (const w of await db.select({ id: workers.id, name: workers.name }).from(workers)) ids[w.name] = w.id;
  const [pool] = await db.select({ id: pools.id }).from(pools);
  const [operator] = await db.select({ id: operators.id }).from(operators);
  ids.pool = pool?.id ?? "";
  ids.operator = operator?.id ?? "";
  return ids;
}

/** Session headers of `email` (the demo users own alice, the pool and North Hub). */
export async function headersOf(db: Db, clock: Clock, email: string) {
  return tokenHeaders(await sessionFor(db, clock, email));
}

/** A point of a chart: the bucket at `t` with `shares` accepted shares summing `difficulty`. */
export function point(t: string, bucketSeconds: number, shares = 0, difficulty = 0, rejectPct = 0) {
  return {
    t,
    hash_rate: (difficulty * t32) / bucketSeconds,
    shares,
    rel_error: shares > 0 ? 1 / Math.sqrt(shares) : null,
    reject_pct: rejectPct,
  };
}

/** Every point of a window, zeros but for `filled` (by bucket start). */
export function points(
  from: string,
  count: number,
  bucketSeconds: number,
  filled: Record<string, object> = {},
) {
  return Array.from({ length: count }, (_, i) => {
    const t = new Date(Date.parse(from) + i * bucketSeconds * 1000).toISOString();
    return filled[t] ?? point(t, bucketSeconds);
  });
}
