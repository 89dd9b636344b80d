import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** Drizzle access to product users (one per identity). */
export function usersRepository(db: Db) {
  return {
    async findByIdentityId(identityId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.identityId, identityId)).limit(1);
      return row;
    },
    /** Creates the user, or brings the e-mail of an existing one up to date; returns the row. */
    async upsert(input: { identityId: string; email: string; language: string }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values(input)
        .onConflictDoUpdate({ target: users.identityId, set: { email: sql`excluded.email` } })
        .returning();
      if (!row) throw new Error("user upsert returned nothing");
      return row;
    },
    async setLanguage(userId: string, language: string): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, userId));
    },
    async setNavigation(userId: string, navigation: Record<string, unknown>): Promise<void> {
      await db.update(users).set({ navigation }).where(eq(users.id, userId));
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
