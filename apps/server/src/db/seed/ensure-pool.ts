import { currentPoolId } from "../../modules/pools/pools.repository";
import type { Db } from "../client";
import { pools } from "../schema";

export const defaultPoolName = "Pithead";

/**
 * Without demo data (production, or DEMO=0) the SPA still boots from `pools/current`, so a fresh
 * database gets one current pool row with default settings and no stratum addresses, operators or
 * miners. The platform edits it later. Nothing happens when a current pool already exists.
 */
export async function ensureCurrentPool(db: Db): Promise<void> {
  if (await currentPoolId(db)) return;
  await db.insert(pools).values({ name: defaultPoolName, isCurrent: true }).onConflictDoNothing();
}
