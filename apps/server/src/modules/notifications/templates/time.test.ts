import { describe, expect, it } from "vitest";
import { formatInZone, formatTime, formatUtc } from "./time";

describe("times", () => {
  it("writes UTC to the minute", () => {
    expect(formatUtc("2026-11-25T07:05:00Z")).toBe("2026-11-25 07:05 UTC");
    expect(formatUtc("2026-11-25T07:05:59.999+03:00")).toBe("2026-11-25 04:05 UTC");
    expect(formatUtc("yesterday")).toBe("yesterday");
  });

  it("adds the reader's zone, with its date when the day differs", () => {
    expect(formatTime("2026-11-25T07:05:00Z", "Europe/Moscow")).toBe(
      "2026-11-25 07:05 UTC (10:05 Europe/Moscow)",
    );
    expect(formatTime("2026-11-25T20:30:00Z", "Asia/Tokyo")).toBe(
      "2026-11-25 20:30 UTC (2026-11-26 05:30 Asia/Tokyo)",
    );
    expect(formatTime("2026-11-25T02:00:00Z", "America/New_York")).toBe(
      "2026-11-25 02:00 UTC (2026-11-24 21:00 America/New_York)",
    );
    expect(formatInZone("2026-11-25T07:05:00Z", "Europe/Moscow")).toBe("2026-11-25 10:05 Europe/Moscow");
  });

  it("shows UTC alone without a zone, for UTC, or for a zone it does not know (never throws)", () => {
    for (const zone of [null, "", "UTC", "Etc/UTC", "Mars/Olympus_Mons", "+99:00"]) {
      expect(formatTime("2026-11-25T07:05:00Z", zone)).toBe("2026-11-25 07:05 UTC");
    }
    expect(formatTime("not a time", "Europe/Moscow")).toBe("not a time");
  });
});
