import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Folds each group's rows of `payment_counts` (owner, day, type, direction, status) into one, dropping groups that
 * sum to zero; answers the rows removed. The rows a statement deletes are the ones it sums, so a concurrent
 * writer's new rows and a concurrent fold are left alone (a row another fold took first is skipped by both the
 * delete and the sum): no lock needed.
 */
export async function compactPaymentCounts(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    with folded as (
      delete from payment_counts c
      using (select owner_id, day, type, direction, status from payment_counts
        group by 1, 2, 3, 4, 5 having count(*) > 1) g
      where c.owner_id = g.owner_id and c.day = g.day and c.type = g.type and c.direction = g.direction
        and c.status = g.status
      returning c.*
    ),
    kept as (
      insert into payment_counts (owner_id, day, type, direction, status, n)
      select owner_id, day, type, direction, status, sum(n) from folded
      group by 1, 2, 3, 4, 5 having sum(n) <> 0
      returning 1
    )
    select (select count(*) from folded)::int - (select count(*) from kept)::int as removed`)) as unknown as {
    rows: { removed: number }[];
  };
  return Number(result.rows[0]?.removed ?? 0);
}
