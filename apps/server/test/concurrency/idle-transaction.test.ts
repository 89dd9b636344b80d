import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../../src/db/unavailable";
import { useTestDatabase } from "../helper";

/**
 * A transaction left idle past `idle_in_transaction_session_timeout` is ended by PostgreSQL while its
 * connection is checked out. The process lives on (an unheard connection error would end it: vitest fails a
 * file on an uncaught error), the transaction's next statement fails as "database unavailable" (503), and the
 * pool serves the next caller on a fresh connection.
 */
const ctx = useTestDatabase({ demo: false, limits: { poolMax: 2, idleInTransactionTimeoutMs: 1_000 } });

describe("a transaction idle past its bound", () => {
  it("is ended by the database; its next statement fails as unavailable and the pool goes on", async () => {
    const db = ctx.database.db;
    const failed = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((r) => setTimeout(r, 2_500));
        await tx.execute(sql`select 2`);
      })
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    for (let i = 0; i < 4; i++) {
      const rows = (await db.execute(sql`select 3 as three`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ three: 3 }]);
    }
  });
});
