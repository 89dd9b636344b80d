import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { promocodeApplications, promocodes, referrerCodes, users } from "../../db/schema";

export type PromocodeRow = typeof promocodes.$inferSelect;
export type PromocodeValues = Omit<typeof promocodes.$inferInsert, "id" | "createdBy" | "createdAt">;
export type PromocodeFilter = { status?: string; type?: string; search?: string };

/** Whether a database error is a unique violation (pg's code, or Drizzle's wrapper around it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === "23505" || e.cause?.code === "23505";
}

/** Drizzle access to `promocodes` (and the e-mails of `users` for allowed users). */
export function promocodesRepository(db: Db) {
  const whereOf = (f: PromocodeFilter): SQL | undefined =>
    and(
      f.status ? eq(promocodes.status, f.status) : undefined,
      f.type ? eq(promocodes.type, f.type) : undefined,
      f.search ? sql`strpos(${promocodes.code}, ${f.search}) > 0` : undefined,
    );
  return {
    async list(f: PromocodeFilter, page: number, perPage: number) {
      const where = whereOf(f);
      const rows = await db
        .select()
        .from(promocodes)
        .where(where)
        .orderBy(desc(promocodes.createdAt), promocodes.code)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [total] = await db.select({ n: count() }).from(promocodes).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async byId(id: string): Promise<PromocodeRow | null> {
      const [row] = await db.select().from(promocodes).where(eq(promocodes.id, id));
      return row ?? null;
    },
    /**
     * Whether a code is taken: by another promo code than `exceptId`, or by a referral code (both share the
     * `?promocode=` namespace of a sign-up).
     */
    async codeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: promocodes.id })
        .from(promocodes)
        .where(and(eq(promocodes.code, code), exceptId ? ne(promocodes.id, exceptId) : undefined));
      if (row) return true;
      const [referral] = await db
        .select({ id: referrerCodes.id })
        .from(referrerCodes)
        .where(eq(referrerCodes.code, code));
      return referral !== undefined;
    },
    /** How many applications each code has (codes without any are left out). */
    async usedCounts(ids: readonly string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const a = promocodeApplications;
      const rows = await db
        .select({ id: a.promocodeId, n: count() })
        .from(a)
        .where(inArray(a.promocodeId, [...ids]))
        .groupBy(a.promocodeId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    /** The given lower-case e-mails that some user has (compared lower-case). */
    async knownEmails(emails: readonly string[]): Promise<Set<string>> {
      if (emails.length === 0) return new Set();
      const lower = sql<string>`lower(${users.email})`;
      const rows = await db
        .selectDistinct({ email: lower })
        .from(users)
        .where(inArray(lower, [...emails]));
      return new Set(rows.map((r) => r.email));
    },
    /** The new row, or null when the code is taken (unique violation). */
    async insert(
      values: PromocodeValues & { createdBy: string | null; createdAt: Date },
    ): Promise<PromocodeRow | null> {
      try {
        const [row] = await db.insert(promocodes).values(values).returning();
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    /** The changed row; `undefined` when there is no such row, null when the code is taken. */
    async update(id: string, values: PromocodeValues): Promise<PromocodeRow | null | undefined> {
      try {
        const [row] = await db.update(promocodes).set(values).where(eq(promocodes.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
export type PromocodesRepository = ReturnType<typeof promocodesRepository>;
