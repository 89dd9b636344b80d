import type { Database } from "./client";
import { seedDemo } from "./seed/demo";
import { ensureCurrentPool } from "./seed/ensure-pool";

/** At start: apply migrations, then seed demo data (DEMO on) or make sure a current pool exists. */
export async function prepareDatabase(database: Database, options: { demo: boolean }): Promise<void> {
  await database.migrate();
  if (options.demo) await seedDemo(database.db);
  await ensureCurrentPool(database.db);
}
