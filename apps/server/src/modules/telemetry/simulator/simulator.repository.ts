import { desc, like } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { ingestBatches } from "../../../db/schema";

/** Batch ids of the demo farm: `demo-<from ms>-<to ms>`, so a resend is recognised. */
export const demoBatchId = (fromMs: number, toMs: number) => `demo-${fromMs}-${toMs}`;

/** Where the demo farm stopped: the end of its newest batch (kept 3 days), or null. */
export async function lastDemoBatchEnd(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: ingestBatches.batchId })
    .from(ingestBatches)
    .where(like(ingestBatches.batchId, "demo-%"))
    .orderBy(desc(ingestBatches.receivedAt))
    .limit(1);
  const end = Number(row?.id.split("-")[2]);
  return Number.isFinite(end) ? end : null;
}
