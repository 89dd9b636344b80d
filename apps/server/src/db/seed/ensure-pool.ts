import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { pools } from "../schema";

export const defaultPoolName = "Pithead";

/**
 * Without demo data (production, or DEMO=0) the SPA still boots from `pools/current`, so a fresh
 * database gets one current pool row with default settings and no stratum addresses, operators or
 * miners. The platform edits it later. Nothing happens when a current pool already exists.
 */
export async function ensureCurrentPool(db: Db): Promise<void> {
  const [current] = await db.select({ id: pools.id }).from(pools).where(eq(pools.isCurrent, true)).limit(1);
  if (current) return;
  await db.insert(pools).values({ name: defaultPoolName, isCurrent: true }).onConflictDoNothing();
}
