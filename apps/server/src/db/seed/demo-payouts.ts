import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { type Clock, TestClock } from "../../clock";
import { payoutRequestsService } from "../../modules/payouts/payout-requests.service";
import type { Db } from "../client";
import { payoutRequests } from "../schema";

/** A transaction id for a demo payout: a hash of its request id (it names no transaction on any chain). */
const demoTxId = (requestId: string) =>
  createHash("sha256").update(`pithead-demo-tx:${requestId}`).digest("hex");

/**
 * Settles the demo's payout requests older than 20 hours the way the platform does with the manual provider:
 * marked sent with a transaction id an hour after they were made, completed two hours later. The demo's ids are
 * hashes, not transactions on chain (documented in the README). Newer requests stay `created` (pending).
 */
export async function settleDemoPayouts(db: Db, clock: Clock): Promise<number> {
  const due = await db
    .select({ id: payoutRequests.id, createdAt: payoutRequests.createdAt })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.status, "created"),
        lt(payoutRequests.createdAt, new Date(clock.now().getTime() - 20 * 3_600_000)),
      ),
    );
  for (const request of due) {
    const at = new TestClock(new Date(request.createdAt.getTime() + 3_600_000));
    const service = payoutRequestsService(db, at);
    await service.markSent(request.id, demoTxId(request.id));
    at.advance(2 * 3_600_000);
    await service.complete(request.id);
  }
  return due.length;
}
