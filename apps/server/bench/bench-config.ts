import { loadConfig } from "../src/config";

/** The config a bench's in-process app runs with: production, silent, no demo, a fixed ingest token. */
export function benchConfig() {
  return loadConfig({
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DEMO: undefined,
    INGEST_TOKEN: "bench-ingest-token-0123456789",
  });
}
