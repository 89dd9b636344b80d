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
    /** The account names of the miners. */
    async accountNames(minerIds: string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>();
      // In parts of 5,000 ids (PostgreSQL takes at most 65,535 parameters a statement).
      for (let i = 0; i < minerIds.length; i += 5000) {
        const rows = await db
          .select({ id: miners.id, accountName: miners.accountName })
          .from(miners)
          .where(inArray(miners.id, minerIds.slice(i, i + 5000)));
        for (const r of rows) names.set(r.id, r.accountName);
      }
      return names;
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
