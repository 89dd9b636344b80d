import { describe, expect, it } from "vitest";
import { canRecheck, compareVersion } from "./compare-version";

describe("compareVersion", () => {
  it("reports changed when the fetched version differs from the stored one", () => {
    expect(compareVersion("1.0.0+a", "1.0.0+b")).toBe("changed");
  });

  it("reports not changed for the same version or when nothing is stored", () => {
    expect(compareVersion("1.0.0+a", "1.0.0+a")).toBe("not-changed");
    expect(compareVersion(null, "1.0.0+a")).toBe("not-changed");
  });
});

describe("canRecheck", () => {
  it("allows later checks only after the first fetch finished", () => {
    expect(canRecheck("initial")).toBe(false);
    expect(canRecheck("loading")).toBe(false);
    expect(canRecheck("done")).toBe(true);
    expect(canRecheck("fail")).toBe(true);
  });
});
