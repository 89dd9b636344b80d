import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client";
import { identityFlows } from "../../../../db/schema";

/**
 * Atomic updates of a code flow's `internal` state, so parallel submits can neither exceed the
 * attempt limit nor use one code twice (the rest of the flow is saved by the flow service).
 */
export function codeFlowRepository(db: Db) {
  const t = identityFlows;
  return {
    /** Counts one code submit; returns the new count. */
    async countAttempt(flowId: string): Promise<number> {
      const [row] = await db
        .update(t)
        .set({
          internal: sql`jsonb_set(${t.internal}, '{code_attempts}', to_jsonb(coalesce((${t.internal}->>'code_attempts')::int, 0) + 1))`,
        })
        .where(eq(t.id, flowId))
        .returning({ attempts: sql<number>`(${t.internal}->>'code_attempts')::int` });
      return Number(row?.attempts ?? Number.MAX_SAFE_INTEGER);
    },
    /** Removes the live code if it is still `hash`; true for the one caller that consumed it. */
    async consume(flowId: string, hash: string): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ internal: sql`${t.internal} - 'code'` })
        .where(and(eq(t.id, flowId), sql`${t.internal}->'code'->>'hash' = ${hash}`))
        .returning({ id: t.id });
      return rows.length > 0;
    },
  };
}
