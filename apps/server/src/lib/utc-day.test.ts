import { describe, expect, it } from "vitest";
import { addUtcDays, DAY_MS, utcDayBounds, utcDayOf, utcDayStartMs } from "./utc-day";

describe("UTC days", () => {
  it("names the day of an instant, its start, its bounds and the days around it", () => {
    const ms = Date.parse("2026-03-01T23:59:59.999Z");
    expect(utcDayOf(ms)).toBe("2026-03-01");
    expect(utcDayOf(new Date(ms + 1))).toBe("2026-03-02");
    expect(utcDayStartMs(ms)).toBe(Date.parse("2026-03-01T00:00:00Z"));
    expect(utcDayStartMs(-1)).toBe(-DAY_MS);
    expect(utcDayBounds("2026-02-28")).toEqual({
      from: new Date("2026-02-28T00:00:00Z"),
      to: new Date("2026-03-01T00:00:00Z"),
    });
    expect(addUtcDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addUtcDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addUtcDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});
