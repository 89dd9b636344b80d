import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { operators } from "../../db/schema";

export type OperatorSummary = { id: string; operatorName: string; title: string };

export function operatorsRepository(db: Db) {
  return {
    /** The operator whose title matches, ignoring case, or whose operator name does (the URL-safe form). */
    async findByTitle(title: string): Promise<OperatorSummary | undefined> {
      const [row] = await db
        .select({ id: operators.id, operatorName: operators.operatorName, title: operators.title })
        .from(operators)
        .where(
          or(
            eq(sql`lower(${operators.title})`, title.toLowerCase()),
            eq(operators.operatorName, title.toLowerCase()),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
export type OperatorsRepository = ReturnType<typeof operatorsRepository>;
