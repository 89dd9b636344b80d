import { describe, expect, it } from "vitest";
import { statusSinceOptions } from "./status-time";

const now = new Date(2026, 10, 21, 15, 30);
describe("the time of a status change", () => {
  it("shows the time alone on the same day", () => {
    expect(statusSinceOptions(new Date(2026, 10, 21, 0, 1), now)).toEqual({
      hour: "2-digit",
      minute: "2-digit",
    });
  });
  it("adds the day before today, and the year in another year", () => {
    expect(statusSinceOptions(new Date(2026, 10, 20, 23, 59), now)).toEqual({
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(statusSinceOptions(new Date(2025, 11, 31, 12, 0), now)).toMatchObject({ year: "numeric" });
  });
});
