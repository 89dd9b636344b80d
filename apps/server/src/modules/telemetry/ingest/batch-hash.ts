import { createHash } from "node:crypto";
import type { Share } from "@pithead/contract";

/**
 * The content of a batch as ingest folds it, hashed (sha256, hex): per share its account, worker, behaviour,
 * difficulty, whether accepted, and its time as an instant (ms), so the same shares sent again hash the same
 * whatever the JSON's key order or time notation (`...:00Z` and `...:00.000Z`). The stratum's `reason` is
 * not folded and not hashed. A repeated `batch_id` whose hash differs is a reuse, not a retry.
 */
export function batchContentHash(shares: readonly Share[], times: ArrayLike<number>): string {
  const hash = createHash("sha256");
  let chunk = "";
  for (let i = 0; i < shares.length; i++) {
    const s = shares[i] as Share;
    // Unambiguous: the account (any characters) goes length-prefixed; a worker name has no `|` or newline
    // (workerNamePattern), a number's string is its shortest round-trip form.
    chunk += `${s.account.length}:${s.account}|${s.worker}|${s.behaviour}|${s.difficulty}|${s.accepted ? 1 : 0}|${times[i]}\n`;
    if (chunk.length > 65_536) {
      hash.update(chunk);
      chunk = "";
    }
  }
  hash.update(chunk);
  return hash.digest("hex");
}
