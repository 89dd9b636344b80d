import { describe, expect, it } from "vitest";
import { windowCache } from "./window-cache";

describe("windowCache", () => {
  it("answers an entry only for the same window end, younger than its maximum age", () => {
    const cache = windowCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    cache.set("pool:PT1H:a", 1_000_000, 5_000, "points");
    expect(cache.get("pool:PT1H:a", 1_000_000, 64_999)).toBe("points");
    expect(cache.get("pool:PT1H:a", 1_300_000, 10_000)).toBeUndefined(); // the window moved: dropped
    cache.set("pool:PT1H:a", 1_000_000, 5_000, "points");
    expect(cache.get("pool:PT1H:a", 1_000_000, 65_000)).toBeUndefined(); // 60 s old: a late share may count
    cache.set("pool:PT1H:a", 1_000_000, 5_000, "points");
    expect(cache.get("pool:PT1H:a", 1_000_000, 4_999)).toBeUndefined(); // the clock went back
  });

  it("drops the oldest entry when full", () => {
    const cache = windowCache<number>({ maxEntries: 2, maxAgeMs: 60_000 });
    cache.set("a", 1, 0, 1);
    cache.set("b", 1, 0, 2);
    cache.set("c", 1, 0, 3);
    expect([cache.get("a", 1, 0), cache.get("b", 1, 0), cache.get("c", 1, 0)]).toEqual([undefined, 2, 3]);
    expect(cache.size).toBe(2);
  });
});
