import { describe, expect, it } from "vitest";
import { shouldCloseSheet } from "./dialog-rules";

describe("shouldCloseSheet", () => {
  const sheetHeightPx = 400;

  it("closes on a fast drag (under 150 ms)", () => {
    expect(shouldCloseSheet({ dragPx: 40, sheetHeightPx, durationMs: 149 })).toBe(true);
  });
  it("keeps it open on a slower small drag", () => {
    expect(shouldCloseSheet({ dragPx: 40, sheetHeightPx, durationMs: 151 })).toBe(false);
  });
  it("closes past 50% of the height however slow", () => {
    expect(shouldCloseSheet({ dragPx: 201, sheetHeightPx, durationMs: 2000 })).toBe(true);
    expect(shouldCloseSheet({ dragPx: 200, sheetHeightPx, durationMs: 2000 })).toBe(false);
  });
  it("ignores taps", () => {
    expect(shouldCloseSheet({ dragPx: 3, sheetHeightPx, durationMs: 40 })).toBe(false);
  });
});
