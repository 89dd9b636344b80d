import { describe, expect, it } from "vitest";
import { tooltipPosition } from "./tooltip-position";

const viewport = { width: 390, height: 800 };
const size = { width: 200, height: 60 };

describe("tooltip position", () => {
  it("centres the bubble above the anchor", () => {
    expect(tooltipPosition({ top: 300, bottom: 320, left: 100, width: 80 }, size, viewport)).toEqual({
      top: 232,
      left: 40,
      placement: "top",
    });
  });

  it("goes below when there is no room above", () => {
    expect(tooltipPosition({ top: 50, bottom: 70, left: 100, width: 80 }, size, viewport)).toEqual({
      top: 78,
      left: 40,
      placement: "bottom",
    });
  });

  it("stays inside the viewport sideways", () => {
    expect(tooltipPosition({ top: 300, bottom: 320, left: 350, width: 30 }, size, viewport).left).toBe(182);
    expect(tooltipPosition({ top: 300, bottom: 320, left: 0, width: 30 }, size, viewport).left).toBe(8);
  });
});
