import { defineConfig } from "vitest/config";

/**
 * The whole server suite runs twice: on in-memory PGlite, and on a real PostgreSQL 15 server that
 * test/postgres.global-setup.ts starts in a temp dir and stops afterwards. Each test file gets its
 * own database (PGlite instance or CREATE DATABASE), shared by the tests of that file.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "pglite", include: ["src/**/*.test.ts", "test/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          globalSetup: ["./test/postgres.global-setup.ts"],
        },
      },
    ],
  },
});
