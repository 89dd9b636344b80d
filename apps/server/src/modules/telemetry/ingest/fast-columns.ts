import { ingestLimits, workerNamePattern } from "@pithead/contract";
import { ColumnsBuilder, columnTsField, type ShareColumns } from "./share-columns";

const { maxShares, maxBatchIdLength, maxAccountLength, maxWorkerLength, maxShareDifficulty } = ingestLimits;
const topKeys = new Set(["batch_id", "workers", "worker", "difficulty", "accepted", "ts"]);
const workerKeys = new Set(["account", "worker", "behaviour"]);
const maxTimeMs = 8.64e15;

const storable = (t: string) => !t.includes("\u0000") && t.isWellFormed();
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const isColumn = (v: unknown): v is unknown[] => Array.isArray(v) && v.length >= 1 && v.length <= maxShares;
function onlyKeys(v: Record<string, unknown>, keys: Set<string>): boolean {
  for (const key in v) if (!keys.has(key)) return false;
  return true;
}

/**
 * The hot path of `POST /api/ingest/v1/share-columns` (contract `shareColumnsBatchSchema`): what the schema
 * and the input guard check, in one pass, into the same columns as the share-object format (workers interned
 * in order of first use, so the same shares hash the same in either format); null for anything else, which
 * then gets zod's field errors (ingest-body.ts).
 */
export function fastColumnsBatch(body: unknown): ShareColumns | null {
  if (!isRecord(body) || !onlyKeys(body, topKeys)) return null;
  const { batch_id: batchId, workers, worker, difficulty, accepted, ts } = body;
  if (typeof batchId !== "string" || batchId.length < 1 || batchId.length > maxBatchIdLength) return null;
  if (!storable(batchId)) return null;
  if (
    !isColumn(workers) ||
    !isColumn(worker) ||
    !isColumn(difficulty) ||
    !isColumn(accepted) ||
    !isColumn(ts)
  )
    return null;
  const n = worker.length;
  if (difficulty.length !== n || accepted.length !== n || ts.length !== n) return null;
  for (const w of workers) {
    if (!isRecord(w) || !onlyKeys(w, workerKeys)) return null;
    const { account, worker: name, behaviour } = w;
    if (typeof account !== "string" || account.length < 1 || account.length > maxAccountLength) return null;
    if (!storable(account)) return null;
    if (typeof name !== "string" || name.length < 1 || name.length > maxWorkerLength) return null;
    if (!workerNamePattern.test(name)) return null;
    if (behaviour !== undefined && behaviour !== "hardware" && behaviour !== "boundary") return null;
  }
  const out = new ColumnsBuilder(n);
  const canonical = new Int32Array(workers.length).fill(-1);
  for (let i = 0; i < n; i++) {
    const w = worker[i];
    const d = difficulty[i];
    const ok = accepted[i];
    const ms = ts[i];
    if (typeof w !== "number" || !Number.isInteger(w) || w < 0 || w >= workers.length) return null;
    if (typeof d !== "number" || !(d > 0 && d <= maxShareDifficulty)) return null;
    if (typeof ok !== "boolean") return null;
    if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > maxTimeMs) return null;
    let at = canonical[w] as number;
    if (at < 0) {
      const entry = workers[w] as { account: string; worker: string; behaviour?: "hardware" | "boundary" };
      at = out.intern(entry.account, entry.worker, entry.behaviour ?? "hardware");
      canonical[w] = at;
    }
    out.set(i, at, d, ok, ms);
  }
  return { ...out.build(batchId), tsField: columnTsField };
}
