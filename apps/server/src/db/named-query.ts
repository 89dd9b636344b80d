import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

/** A node-postgres pool (the app's `db.$client`): a named statement is prepared once per pooled connection. */
type NamedQueries = {
  options: unknown;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
};

const poolOf = (db: Db) => {
  const client = (db as unknown as { $client?: NamedQueries }).$client;
  return client?.options && typeof client.query === "function" ? client : undefined;
};

/** The text with its `$n` values bound as Drizzle parameters, for a handle that is no pool (a transaction). */
function boundSql(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs a hot read as a named prepared statement: PostgreSQL parses and plans it once per connection, and no query
 * is built per call (Drizzle's building was 8-24% of the server's CPU on the read path; issue 18). `text` must be
 * the same for a `name` always, with `$1..$n` for `values`. Inside a transaction it runs unnamed, the same text.
 */
export async function namedQuery<Row>(db: Db, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = poolOf(db);
  const result = pool
    ? await pool.query({ name, text, values })
    : ((await db.execute(boundSql(text, values))) as unknown as { rows: unknown[] });
  return result.rows as Row[];
}
