import { describe, expect, it } from "vitest";
import { TestClock } from "../../../clock";
import { figureWindows, orderBy, pageOffset, sortKeys } from "./figure-windows";

const iso = (d: Date) => d.toISOString();
const ends = (now: Date) => {
  const w = figureWindows(now);
  return [iso(w["15m"].end), iso(w["1h"].end), iso(w["24h"].end)];
};

describe("snapshot windows", () => {
  it("end 5 minutes before now on whole buckets and span 15 min, 1 h and 24 h", () => {
    const w = figureWindows(new Date("2026-03-02T10:07:30Z"));
    expect([iso(w["15m"].start), iso(w["15m"].end), w["15m"].bucketSeconds]).toEqual([
      "2026-03-02T09:47:00.000Z",
      "2026-03-02T10:02:00.000Z",
      60,
    ]);
    expect([iso(w["1h"].start), iso(w["1h"].end), w["1h"].bucketSeconds]).toEqual([
      "2026-03-02T09:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      300,
    ]);
    expect([iso(w["24h"].start), iso(w["24h"].end), w["24h"].bucketSeconds]).toEqual([
      "2026-03-01T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      1200,
    ]);
  });

  it("keep one key for a whole minute; the 1h and 24h ends move only on 5 and 20 minutes", () => {
    const clock = new TestClock("2026-03-02T10:05:00Z");
    expect(ends(clock.now())).toEqual([
      "2026-03-02T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
    clock.advance(59_999);
    expect(ends(clock.now())[0]).toBe("2026-03-02T10:00:00.000Z");
    clock.advance(1);
    expect(ends(clock.now())).toEqual([
      "2026-03-02T10:01:00.000Z",
      "2026-03-02T10:00:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
    clock.advance(4 * 60_000 - 1);
    expect(ends(clock.now())[1]).toBe("2026-03-02T10:00:00.000Z");
    clock.advance(1);
    expect(ends(clock.now())).toEqual([
      "2026-03-02T10:05:00.000Z",
      "2026-03-02T10:05:00.000Z",
      "2026-03-02T10:00:00.000Z",
    ]);
    clock.advance(15 * 60_000);
    expect(ends(clock.now())).toEqual([
      "2026-03-02T10:20:00.000Z",
      "2026-03-02T10:20:00.000Z",
      "2026-03-02T10:20:00.000Z",
    ]);
  });
});

describe("worker list order", () => {
  it("breaks ties by name then id, in the requested direction", () => {
    expect(sortKeys("hash_rate_1h")).toEqual(["hash_rate_1h", "name", "worker_id"]);
    expect(sortKeys("worker_name")).toEqual(["name", "worker_id"]);
    expect(orderBy("f", "reject_pct_15m", "desc")).toBe(
      "f.reject_pct_15m desc, f.name desc, f.worker_id desc",
    );
    expect(orderBy("p", "worker_name", "asc")).toBe("p.name asc, p.worker_id asc");
  });

  it("pages from offset 0", () => {
    expect(pageOffset(1, 100)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
  });
});
