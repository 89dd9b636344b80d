import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { identityErrors } from "../../../db/schema";

export type StoredError = typeof identityErrors.$inferSelect;

/** Drizzle access to identity_errors (errors shown to browsers at GET /self-service/errors?id=). */
export function errorsRepository(db: Db) {
  return {
    async insert(error: Record<string, unknown>, now: Date): Promise<string> {
      const [row] = await db
        .insert(identityErrors)
        .values({ error, createdAt: now, updatedAt: now })
        .returning({ id: identityErrors.id });
      if (!row) throw new Error("error insert returned nothing");
      return row.id;
    },
    async findById(id: string): Promise<StoredError | undefined> {
      const [row] = await db.select().from(identityErrors).where(eq(identityErrors.id, id)).limit(1);
      return row;
    },
  };
}
export type ErrorsRepository = ReturnType<typeof errorsRepository>;
