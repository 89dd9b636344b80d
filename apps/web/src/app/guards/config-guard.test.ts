import type { PoolConfig } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_LOAD_FAILED, EMPTY_CONFIGURATION, requireConfig } from "./config-guard";
import { RouteError } from "./route-error";

const config = { id: "p1", name: "Pithead" } as PoolConfig;

function thrown(fn: () => unknown): RouteError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RouteError) return error;
  }
  throw new Error("expected a RouteError");
}

describe("requireConfig", () => {
  it("goes on with a loaded configuration", () => {
    expect(requireConfig({ status: "success", data: config })).toBe(config);
  });

  it("fails with 500 Empty configuration when the answer is empty", () => {
    const error = thrown(() => requireConfig({ status: "success", data: null }));
    expect(error.status).toBe(500);
    expect(error.message).toBe(EMPTY_CONFIGURATION);
    expect(EMPTY_CONFIGURATION).toBe("Empty configuration");
  });

  it("fails with 500 Could not load configuration when the load fails", () => {
    const error = thrown(() => requireConfig({ status: "error", error: new Error("offline") }));
    expect(error.status).toBe(500);
    expect(error.message).toBe(CONFIGURATION_LOAD_FAILED);
    expect(CONFIGURATION_LOAD_FAILED).toBe("Could not load configuration");
  });
});
