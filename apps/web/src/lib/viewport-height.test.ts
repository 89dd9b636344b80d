import { afterEach, describe, expect, it } from "vitest";
import { installViewportHeightVariable } from "./viewport-height";

const vh = () => document.documentElement.style.getPropertyValue("--vh");
const resizeTo = (height: number, event = "resize") => {
  Object.defineProperty(window, "innerHeight", { configurable: true, value: height });
  window.dispatchEvent(new Event(event));
};

describe("installViewportHeightVariable", () => {
  const original = window.innerHeight;
  afterEach(() => resizeTo(original, "noop"));

  it("sets --vh at once and keeps it up to date until uninstalled", () => {
    resizeTo(800, "noop");
    const uninstall = installViewportHeightVariable();
    expect(vh()).toBe("8px");
    resizeTo(640);
    expect(vh()).toBe("6.4px");
    resizeTo(500, "orientationchange");
    expect(vh()).toBe("5px");
    uninstall();
    resizeTo(300);
    expect(vh()).toBe("5px");
  });
});
