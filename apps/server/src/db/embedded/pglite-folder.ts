import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * A `<DATA_DIR>/pglite` folder is the database of a Pithead before PostgreSQL was embedded. This version does not
 * read it; rather than start empty beside it (and let its accounts seem lost), the start stops and says what to do.
 */
export function refusePgliteFolder(dataDir: string): void {
  const old = join(dataDir, "pglite");
  if (!existsSync(old)) return;
  throw new Error(
    `${old} holds a database of an earlier Pithead (PGlite), which this version no longer runs: its embedded ` +
      `database is PostgreSQL, in ${join(dataDir, "postgres")}. Nothing was changed. For demo data, move the ` +
      `old folder away (mv ${old} ${old}.old) and start again: the demo is seeded anew. To keep accounts made ` +
      "there, start the earlier version (git checkout of the commit before this one) with DATABASE_URL set to a " +
      "PostgreSQL server: it migrates into it; then run this version with the same DATABASE_URL.",
  );
}
