import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, users } from "../../db/schema";
import { rateAt } from "../rates/rates.repository";
import type { BtcPrices } from "./notification-payload";

/** Facts producers put in a payload, read in the producer's transaction. */
export function notificationFacts(db: Db) {
  return {
    async accountName(minerId: string): Promise<string> {
      const [row] = await db
        .select({ accountName: miners.accountName })
        .from(miners)
        .where(eq(miners.id, minerId));
      return row?.accountName ?? "";
    },
    /** The account names of the miners, in one query. */
    async accountNames(minerIds: string[]): Promise<Map<string, string>> {
      if (minerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: miners.id, accountName: miners.accountName })
        .from(miners)
        .where(inArray(miners.id, minerIds));
      return new Map(rows.map((r) => [r.id, r.accountName]));
    },
    async email(userId: string): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? "";
    },
    /** The BTC prices stored at or before `at` (none: the mail shows BTC only). */
    async prices(at: Date): Promise<BtcPrices> {
      const [usdt, rub] = await Promise.all([rateAt(db, "BTCUSDT", at), rateAt(db, "BTCRUB", at)]);
      return { ...(usdt ? { USDT: usdt } : {}), ...(rub ? { RUB: rub } : {}) };
    },
  };
}
