import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { identityFlows } from "../../../db/schema";
import type { Flow, FlowKind } from "./flow";

type Row = typeof identityFlows.$inferSelect;

function toFlow(row: Row): Flow {
  return {
    ...row,
    kind: row.kind as FlowKind,
    state: row.state as Flow["state"],
    ui: row.ui as unknown as Flow["ui"],
  };
}

export type NewFlow = Omit<Flow, "id" | "createdAt" | "updatedAt">;

/** Drizzle access to identity_flows. */
export function flowRepository(db: Db) {
  const t = identityFlows;
  return {
    async insert(flow: NewFlow, now: Date): Promise<Flow> {
      const [row] = await db
        .insert(t)
        .values({
          ...flow,
          ui: flow.ui as unknown as Record<string, unknown>,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("flow insert returned nothing");
      return toFlow(row);
    },
    async findById(id: string): Promise<Flow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row ? toFlow(row) : undefined;
    },
    async save(flow: Flow, now: Date): Promise<Flow> {
      const [row] = await db
        .update(t)
        .set({
          state: flow.state,
          identityId: flow.identityId,
          refresh: flow.refresh,
          requestedAal: flow.requestedAal,
          ui: flow.ui as unknown as Record<string, unknown>,
          continueWith: flow.continueWith,
          internal: flow.internal,
          expiresAt: flow.expiresAt,
          updatedAt: now,
        })
        .where(eq(t.id, flow.id))
        .returning();
      if (!row) throw new Error(`flow ${flow.id} vanished`);
      return toFlow(row);
    },
    /** Removes flows that expired more than a day ago (housekeeping at flow creation). */
    async deleteExpiredBefore(before: Date): Promise<void> {
      await db.delete(t).where(sql`${t.expiresAt} < ${before}`);
    },
  };
}
export type FlowRepository = ReturnType<typeof flowRepository>;
