import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_TELEGRAM_API, E2E_TELEGRAM_PORT, E2E_TELEGRAM_TOKEN } from "./e2e/fake-telegram";
import { E2E_INGEST_TOKEN } from "./e2e/ingest-helpers";

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, "../..");
// In the system's temp folder, not the clone: run as root, the embedded PostgreSQL runs as `postgres`, which
// must be able to enter every folder above its data (a clone under /root could not hold it).
const dataDir = resolve(tmpdir(), `pithead-e2e-data-${port}`);

/**
 * End-to-end tests drive Debian's Chromium (no browser download is possible here) against the built SPA
 * served by the real server on a fresh embedded database with demo data.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A multi-step spec (sign-ins, several full page loads) takes 22-27 s on this 2-core machine with two workers
  // beside the demo server, and a third more when the machine is busy (issue 42's runs: 30-34 s): 45 s leaves room
  // without letting a hang go unnoticed; each step's own wait stays 10 s.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: resolve(root, ".tmp/results/e2e.json") }]]
    : "list",
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "chromium", testIgnore: /payments\.spec\.ts/ },
    // The payments test runs yesterday's reward job when the demo has not (before 09:00 UTC): a settled day
    // takes no more shares, so it runs after every test that sends shares. Near midnight, their shares of
    // the last hour fall on yesterday and were refused when it ran first (CI at 00:10 UTC).
    { name: "settlement", testMatch: /payments\.spec\.ts/, dependencies: ["chromium"] },
  ],
  webServer: [
    {
      // A local fake of Telegram's Bot API: the server's bot long-polls it, the tests feed it `/start` and read
      // what the bot sent. The suite never reaches the internet.
      command: `node --import tsx ${resolve(root, "apps/server/test/telegram/fake-bot-api.ts")} --port ${E2E_TELEGRAM_PORT}`,
      cwd: resolve(root, "apps/server"),
      url: `${E2E_TELEGRAM_API}/__fake/sent`,
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: `node ${resolve(root, "scripts/e2e-server.mjs")}`,
      // Ready once the demo month (rewards, payouts) is written: the suite reads it.
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      // SIGTERM to the server's process group, so it closes and stops its embedded PostgreSQL (a SIGKILL, the
      // default, would leave the database running).
      gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
      // The server logs JSON to stdout at LOG_LEVEL warn: only warnings and errors (a 5xx) reach the test log.
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DEMO: "1",
        LOG_LEVEL: "warn",
        INGEST_TOKEN: E2E_INGEST_TOKEN,
        // Every browser of the suite comes from 127.0.0.1: one user's 600 a minute is too few for all of them.
        RATE_LIMIT_PER_MINUTE: "100000",
        TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_TOKEN,
        TELEGRAM_API_ROOT: E2E_TELEGRAM_API,
        // The suite never reaches the internet: the exchange rates' sources are a closed local port, so the
        // pages show the configured fallback rates (RATES_FALLBACK) on every machine.
        RATES_UPSTREAM_URL: "http://127.0.0.1:9/api/v3/simple/price",
        RATES_PROVIDER_URL: "http://127.0.0.1:9/api/v3/simple/price",
      },
    },
  ],
});
