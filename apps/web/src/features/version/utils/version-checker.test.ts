import { describe, expect, it, vi } from "vitest";
import { createVersionChecker } from "./version-checker";

describe("createVersionChecker", () => {
  it("goes initial -> loading -> done and then compares", async () => {
    const fetchVersion = vi.fn<() => Promise<string>>().mockResolvedValue("v1");
    const checker = createVersionChecker(fetchVersion);
    expect(checker.status()).toBe("initial");
    expect(await checker.check()).toBeNull();
    const started = checker.start();
    expect(checker.status()).toBe("loading");
    expect(await checker.check()).toBeNull();
    await started;
    expect(checker.status()).toBe("done");
    expect(await checker.check()).toBe("not-changed");
    fetchVersion.mockResolvedValue("v2");
    expect(await checker.check()).toBe("changed");
  });

  it("goes to fail when the first fetch fails, and later checks still run", async () => {
    const fetchVersion = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline"));
    const checker = createVersionChecker(fetchVersion);
    await checker.start();
    expect(checker.status()).toBe("fail");
    fetchVersion.mockResolvedValue("v1");
    expect(await checker.check()).toBe("not-changed");
    fetchVersion.mockResolvedValue("v2");
    expect(await checker.check()).toBe("changed");
  });

  it("skips a check when a fetch fails", async () => {
    const fetchVersion = vi.fn<() => Promise<string>>().mockResolvedValue("v1");
    const checker = createVersionChecker(fetchVersion);
    await checker.start();
    fetchVersion.mockRejectedValueOnce(new Error("offline"));
    expect(await checker.check()).toBeNull();
  });
});
