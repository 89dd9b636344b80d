import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "./throwaway-postgres";

declare module "vitest" {
  interface ProvidedContext {
    /** Admin URL of the throw-away PostgreSQL server (postgres project only). */
    postgresAdminUrl: string;
  }
}

/** Starts a private PostgreSQL on 127.0.0.1 for this run; the returned function stops and removes it. */
export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres({ durable: false });
  try {
    server.psql("create role pithead login createdb password 'pithead'");
  } catch (err) {
    server.stop();
    throw err;
  }
  project.provide("postgresAdminUrl", `postgres://pithead:pithead@127.0.0.1:${server.port}/postgres`);
  return server.stop;
}
