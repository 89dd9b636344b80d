import { ingestLimits, workerNamePattern } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { nameAdjectives, nameAnimals, randomWorkerName } from "./random-name";

describe("random worker names", () => {
  it("joins an adjective, an animal and a two-digit number", () => {
    const picks = [0, 10, 32];
    expect(randomWorkerName(() => picks.shift() ?? 0)).toBe("amber-falcon-42");
    const last = [nameAdjectives.length - 1, nameAnimals.length - 1, 89];
    expect(randomWorkerName(() => last.shift() ?? 0)).toBe("winter-yak-99");
  });

  it("always matches the worker name rule, and varies", () => {
    const names = new Set(Array.from({ length: 200 }, () => randomWorkerName()));
    for (const name of names) {
      expect(name).toMatch(workerNamePattern);
      expect(name.length).toBeLessThanOrEqual(ingestLimits.maxWorkerLength);
    }
    expect(names.size).toBeGreaterThan(150);
  });

  it("has no duplicate words", () => {
    expect(new Set(nameAdjectives).size).toBe(nameAdjectives.length);
    expect(new Set(nameAnimals).size).toBe(nameAnimals.length);
  });
});
