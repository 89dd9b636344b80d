import { ingestLimits, shareSchema, workerNamePattern } from "@pithead/contract";
import { ColumnsBuilder, type ShareColumns } from "./share-columns";
import { isoMs } from "./share-times";

/** zod's own pattern for `ts` (`z.iso.datetime({offset: true})`), so both accept exactly the same times. */
const tsPattern: RegExp = (shareSchema.shape.ts as unknown as { _zod: { def: { pattern: RegExp } } })._zod.def
  .pattern;
const shareKeys = new Set(["account", "worker", "difficulty", "accepted", "reason", "ts", "behaviour"]);
const { maxShares, maxBatchIdLength, maxAccountLength, maxWorkerLength, maxReasonLength } = ingestLimits;

/** Text PostgreSQL can store: no NUL, no lone surrogate (as plugins/input-guard.ts demands of every text). */
const storable = (t: string) => !t.includes("\u0000") && t.isWellFormed();
const isText = (v: unknown, min: number, max: number): v is string =>
  typeof v === "string" && v.length >= min && v.length <= max && storable(v);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Only the keys a share may have (zod strips others, but the input guard would read them): else null. */
function onlyShareKeys(s: Record<string, unknown>): boolean {
  for (const key in s) if (!shareKeys.has(key)) return false;
  return true;
}

/**
 * The hot path of `POST /api/ingest/v1/shares`: checks a parsed JSON body against exactly what
 * `shareBatchSchema` and the input guard check, in one pass, and answers its columns; null when anything is
 * off or unusual (a wrong field, an unknown key, a NUL or a lone surrogate in a text). A null sends the body
 * down the slow path, the input guard's walk and then zod, which answer the field errors as before: this path
 * only ever says yes to a batch that path accepts (ingest-fast-path.test.ts holds the two side by side).
 * Each (account, worker, behaviour) is checked once a batch; a worker's name pattern likewise.
 */
export function fastShareColumns(body: unknown): ShareColumns | null {
  if (!isRecord(body)) return null;
  const { batch_id: batchId, shares } = body;
  for (const key in body) if (key !== "batch_id" && key !== "shares") return null;
  if (!isText(batchId, 1, maxBatchIdLength)) return null;
  if (!Array.isArray(shares) || shares.length < 1 || shares.length > maxShares) return null;
  const out = new ColumnsBuilder(shares.length);
  for (let i = 0; i < shares.length; i++) {
    const s: unknown = shares[i];
    if (!isRecord(s) || !onlyShareKeys(s)) return null;
    const { account, worker, difficulty, accepted, reason, ts } = s;
    const behaviour = s.behaviour === undefined ? "hardware" : s.behaviour;
    if (behaviour !== "hardware" && behaviour !== "boundary") return null;
    if (typeof account !== "string" || typeof worker !== "string") return null;
    let w = out.known(account, worker, behaviour);
    if (w < 0) {
      if (!isText(account, 1, maxAccountLength)) return null;
      if (worker.length < 1 || worker.length > maxWorkerLength || !workerNamePattern.test(worker))
        return null;
      w = out.intern(account, worker, behaviour);
    }
    if (typeof difficulty !== "number" || !(difficulty > 0 && difficulty <= ingestLimits.maxShareDifficulty))
      return null;
    if (typeof accepted !== "boolean") return null;
    if (reason !== undefined && !isText(reason, 0, maxReasonLength)) return null;
    if (typeof ts !== "string" || !tsPattern.test(ts)) return null;
    out.set(i, w, difficulty, accepted, isoMs(ts));
  }
  return out.build(batchId);
}
