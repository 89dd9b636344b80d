import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { operators } from "../../db/schema";

export type OperatorSummary = { id: string; operatorName: string; title: string };

export function operatorsRepository(db: Db) {
  return {
    /** The operator whose title matches, ignoring case. */
    async findByTitle(title: string): Promise<OperatorSummary | undefined> {
      const [row] = await db
        .select({ id: operators.id, operatorName: operators.operatorName, title: operators.title })
        .from(operators)
        .where(eq(sql`lower(${operators.title})`, title.toLowerCase()))
        .limit(1);
      return row;
    },
  };
}
export type OperatorsRepository = ReturnType<typeof operatorsRepository>;
