import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners } from "../../db/schema";
import { grantsOnMinerVia } from "./miner-access.repository";
import type { Reader } from "./read-access";

/**
 * Whether the reader must not see a Control Hub customer's total fee (section permission `total_fee_hide`,
 * SPEC section 6). It applies to a miner with an operator, when the reader is not the operator's or the pool's
 * staff: the customer's own users (a permission on the miner itself) and watchers of
 * such a miner (a link shows what its customer sees). The operator and the pool always see the whole fee.
 */
export async function feeHiddenFor(db: Db, reader: Reader, minerId: string): Promise<boolean> {
  const hides = await customerHidesFee(db, minerId);
  if (!hides) return false;
  if (reader.userId) {
    const grants = await grantsOnMinerVia(db, reader.userId, minerId);
    if (grants.some((g) => g.via !== "miner")) return false;
  }
  return true;
}

/** A customer miner (one with an operator) whose operator set `total_fee_hide` on it. */
async function customerHidesFee(db: Db, minerId: string): Promise<boolean> {
  const [row] = await db
    .select({ hides: miners.totalFeeHide })
    .from(miners)
    .where(and(eq(miners.id, minerId), isNotNull(miners.operatorId)));
  return row?.hides ?? false;
}
