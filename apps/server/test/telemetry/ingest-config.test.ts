import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("INGEST_TOKEN", () => {
  it("is required in production, with a one-line message", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      new ConfigError("Missing INGEST_TOKEN: the share ingest token is required when NODE_ENV=production"),
    );
    const token = "a-production-token-of-32-chars!!";
    expect(loadConfig({ NODE_ENV: "production", INGEST_TOKEN: token })).toMatchObject({
      ingestToken: token,
      ingestTokenGenerated: false,
    });
  });

  it("is generated at random outside production when unset (a new one per start)", () => {
    const a = loadConfig({});
    const b = loadConfig({ NODE_ENV: "test" });
    expect(a.ingestTokenGenerated).toBe(true);
    expect(a.ingestToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.ingestToken).not.toBe(a.ingestToken);
  });

  it("refuses a short token without echoing it", () => {
    expect(() => loadConfig({ INGEST_TOKEN: "short-secret" })).toThrow(
      new ConfigError("Invalid INGEST_TOKEN: must be at least 24 characters"),
    );
  });
});
