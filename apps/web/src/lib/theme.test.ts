import { describe, expect, it } from "vitest";
import { applyTheme, THEME_COLORS } from "./theme";

describe("applyTheme", () => {
  it("sets data-theme and the theme-color meta", () => {
    applyTheme("headframe");
    expect(document.documentElement.dataset.theme).toBe("headframe");
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    expect(meta?.content).toBe(THEME_COLORS.headframe);
    applyTheme("default");
    expect(document.documentElement.dataset.theme).toBe("default");
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
    expect(meta?.content).toBe(THEME_COLORS.default);
  });

  it("treats unknown values as the default theme", () => {
    expect(applyTheme("neon")).toBe("default");
    expect(document.documentElement.dataset.theme).toBe("default");
  });
});
