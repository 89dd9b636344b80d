import { describe, expect, it } from "vitest";
import { minerListStatus, noWorkers } from "./miner-list-status";

const workers = (counts: Partial<ReturnType<typeof noWorkers>>) => ({ ...noWorkers(), ...counts });

describe("minerListStatus", () => {
  it("is active with one stable worker, whatever the others", () => {
    expect(minerListStatus(workers({ stable: 1 }))).toBe("active");
    expect(minerListStatus(workers({ stable: 1, unavailable: 5, off: 7, removed: 9 }))).toBe("active");
  });

  it("is inactive with unavailable or off workers and none stable", () => {
    expect(minerListStatus(workers({ unavailable: 1 }))).toBe("inactive");
    expect(minerListStatus(workers({ off: 1 }))).toBe("inactive");
    expect(minerListStatus(workers({ off: 2, removed: 3 }))).toBe("inactive");
  });

  it("is empty without workers or with removed ones only", () => {
    expect(minerListStatus(noWorkers())).toBe("empty");
    expect(minerListStatus(workers({ removed: 4 }))).toBe("empty");
  });
});
