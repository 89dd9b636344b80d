import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { identitySessionTokenExchanges } from "../../../db/schema";

export type ExchangeRow = typeof identitySessionTokenExchanges.$inferSelect;

/** Drizzle access to identity_session_token_exchanges (codes stored as SHA-256 digests). */
export function tokenExchangeRepository(db: Db) {
  const t = identitySessionTokenExchanges;
  return {
    async insert(flowId: string, initCodeHash: string): Promise<void> {
      await db.insert(t).values({ flowId, initCodeHash });
    },
    async findByFlow(flowId: string): Promise<ExchangeRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.flowId, flowId)).limit(1);
      return row;
    },
    async findByInitCodeHash(hash: string): Promise<ExchangeRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.initCodeHash, hash)).limit(1);
      return row;
    },
    async complete(id: string, returnToCodeHash: string, sessionId: string): Promise<void> {
      await db.update(t).set({ returnToCodeHash, sessionId }).where(eq(t.id, id));
    },
    /** Deletes the row; true when this call removed it (a code works once). */
    async consume(id: string): Promise<boolean> {
      const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
      return rows.length > 0;
    },
  };
}
