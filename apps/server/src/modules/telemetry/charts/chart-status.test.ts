import { describe, expect, it } from "vitest";
import { TestClock } from "../../../clock";
import { chartStatus } from "./chart-status";

const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;

/** The status of an owner whose first share came `firstAgo` and last share `lastAgo` before the clock. */
function statusAt(clock: TestClock, firstAgo: number, lastAgo: number) {
  const now = clock.now().getTime();
  return chartStatus(
    { firstShareAt: new Date(now - firstAgo), lastShareAt: new Date(now - lastAgo) },
    clock.now(),
  );
}

describe("chartStatus", () => {
  const clock = new TestClock("2026-03-02T10:07:30Z");

  it("is nodata when no share was ever seen", () => {
    expect(chartStatus({ firstShareAt: null, lastShareAt: null }, clock.now())).toBe("nodata");
  });

  it("is collecting while the first share is under 15 minutes old, ok from exactly 15 minutes", () => {
    expect(statusAt(clock, 0, 0)).toBe("collecting");
    expect(statusAt(clock, 15 * min - 1, 0)).toBe("collecting");
    expect(statusAt(clock, 15 * min, 0)).toBe("ok");
    expect(statusAt(clock, 15 * min + 1, 0)).toBe("ok");
  });

  it("becomes ok when the clock passes 15 minutes after the first share", () => {
    const first = new Date("2026-03-02T10:00:00Z");
    const times = { firstShareAt: first, lastShareAt: first };
    const moving = new TestClock("2026-03-02T10:14:59.999Z");
    expect(chartStatus(times, moving.now())).toBe("collecting");
    moving.advance(1);
    expect(moving.now().toISOString()).toBe("2026-03-02T10:15:00.000Z");
    expect(chartStatus(times, moving.now())).toBe("ok");
  });

  it("is unavailable when every worker has been silent for over 1 hour", () => {
    expect(statusAt(clock, 30 * day, hour - 1)).toBe("ok");
    expect(statusAt(clock, 30 * day, hour)).toBe("ok");
    expect(statusAt(clock, 30 * day, hour + 1)).toBe("unavailable");
    expect(statusAt(clock, 30 * day, 6 * day)).toBe("unavailable");
  });

  it("is stale when the last share is over 7 days old", () => {
    expect(statusAt(clock, 30 * day, 7 * day - 1)).toBe("unavailable");
    expect(statusAt(clock, 30 * day, 7 * day)).toBe("unavailable");
    expect(statusAt(clock, 30 * day, 7 * day + 1)).toBe("stale");
    expect(statusAt(clock, 400 * day, 300 * day)).toBe("stale");
  });

  it("stays collecting for a young owner even at the clock's exact share time", () => {
    const first = new Date("2026-03-02T10:07:30Z");
    expect(chartStatus({ firstShareAt: first, lastShareAt: first }, clock.now())).toBe("collecting");
  });
});
