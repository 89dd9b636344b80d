import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("WEB_CONCURRENCY", () => {
  it("is 1 by default and takes 1 to 32", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "4" }).webConcurrency).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: "32" }).webConcurrency).toBe(32);
  });

  it.each(["0", "33", "2.5", "many"])("refuses %s with a one-line message", (value) => {
    expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(
      new ConfigError(`Invalid WEB_CONCURRENCY "${value}": must be an integer between 1 and 32`),
    );
  });

  it("refuses a count whose metrics ports would pass 65535", () => {
    expect(loadConfig({ WEB_CONCURRENCY: "3", METRICS_PORT: "65533" }).webConcurrency).toBe(3);
    expect(() => loadConfig({ WEB_CONCURRENCY: "4", METRICS_PORT: "65533" })).toThrow(
      new ConfigError(
        `Invalid WEB_CONCURRENCY "4": its processes' metrics ports (METRICS_PORT=65533 and up) would pass 65535`,
      ),
    );
  });
});
