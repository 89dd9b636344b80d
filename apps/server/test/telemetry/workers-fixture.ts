import { expect } from "vitest";
import type { App } from "../../src/app";
import type { Clock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { miners, operators, pools, workers } from "../../src/db/schema";
import { sweepWorkerStatuses } from "../../src/jobs/worker-status-sweep";
import { compactWorkerRollups } from "../../src/modules/telemetry/rollups/compact-worker-rollups";
import { sessionFor, tokenHeaders } from "../product-session";
import { evenShares, postShares } from "./shares";

export const workersNow = "2026-03-02T10:07:30Z";
export const t32 = 2 ** 32;
export const api = "/api/backend/v0.1";

/** Ingests a batch, then runs what the minute jobs would: the rollup compaction and the status sweep. */
export async function ingest(
  app: App,
  db: Db,
  clock: Clock,
  batchId: string,
  shares: Parameters<typeof postShares>[2],
) {
  const res = await postShares(app, batchId, shares);
  expect(res.statusCode).toBe(200);
  await compactWorkerRollups(db, clock);
  await sweepWorkerStatuses(db, clock);
  return res.json();
}

/**
 * The worker list data, ingested at 10:07:30 (windows: 15m [09:47, 10:02), 1h [09:00, 10:00), 24h
 * [yesterday 10:00, 10:00)). alice (difficulty 1000 unless told): rig-a 60 shares at 09:50 and 20 rejected at
 * 09:55; rig-b 120 shares in the minute 09:47; Rig-C 60 at 09:50 (ties rig-a); rig-d 30 at 09:30 (1h and 24h
 * only; idle 37 minutes: unavailable); boundary workers bnd-1 30 difficulty-2000 shares at 09:55 and bnd-2
 * 15 at 09:56. northhub01 (operator North Hub): n1 10 difficulty-500 shares at 09:58. bob: old, one share two
 * days ago (off). Every worker but rig-d and old sends one more share at 10:05, after all windows (stable).
 */
const stableAt = "2026-03-02T10:05:00Z";

export async function ingestWorkerShares(app: App, db: Db, clock: Clock) {
  const result = await ingest(app, db, clock, "workers-1", [
    ...evenShares("2026-03-02T09:50:00Z", 60, 60, { worker: "rig-a" }),
    ...evenShares("2026-03-02T09:55:00Z", 60, 20, { worker: "rig-a", accepted: false }),
    ...evenShares("2026-03-02T09:47:00Z", 60, 120, { worker: "rig-b" }),
    ...evenShares("2026-03-02T09:50:00Z", 60, 60, { worker: "Rig-C" }),
    ...evenShares("2026-03-02T09:30:00Z", 60, 30, { worker: "rig-d" }),
    ...evenShares("2026-03-02T09:55:00Z", 30, 30, {
      worker: "bnd-1",
      behaviour: "boundary",
      difficulty: 2000,
    }),
    ...evenShares("2026-03-02T09:56:00Z", 15, 15, {
      worker: "bnd-2",
      behaviour: "boundary",
      difficulty: 2000,
    }),
    ...evenShares("2026-03-02T09:58:00Z", 10, 10, { account: "northhub01", worker: "n1", difficulty: 500 }),
    { account: "bob", worker: "old", ts: "2026-02-28T10:08:00Z" },
    // A share at 10:05, after every window, keeps the workers that have one stable.
    ...["rig-a", "rig-b", "Rig-C"].map((worker) => ({ worker, ts: stableAt })),
    ...["bnd-1", "bnd-2"].map((worker) => ({ worker, ts: stableAt, behaviour: "boundary" as const })),
    { account: "northhub01", worker: "n1", ts: stableAt },
  ]);
  expect(result).toMatchObject({ accepted: 352, rejected: 0 });
  const ids: Record<string, string> = {};
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
  for (const o of await db.select({ id: operators.id, name: operators.operatorName }).from(operators)) {
    ids[`operator:${o.name}`] = o.id;
  }
  for (const p of await db.select({ id: pools.id }).from(pools)) ids.pool = p.id;
  for (const w of await db.select({ id: workers.id, name: workers.name }).from(workers)) ids[w.name] = w.id;
  return ids;
}

export const headersOf = async (db: Db, clock: Clock, email: string) =>
  tokenHeaders(await sessionFor(db, clock, email));
