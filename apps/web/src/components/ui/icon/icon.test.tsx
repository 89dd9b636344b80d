import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Icon, iconNames } from "./icon";

const svg = (container: HTMLElement) => container.querySelector("svg") as SVGSVGElement;

describe("Icon", () => {
  it("draws every named icon", () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(svg(container).dataset.icon).toBe(name);
      expect(svg(container).childElementCount).toBeGreaterThan(0);
      unmount();
    }
    expect(iconNames).toEqual(
      expect.arrayContaining(["dashboard", "workers", "logout", "copy", "globe", "mail"]),
    );
  });

  it("draws the fallback icon for an unknown name and warns once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(<Icon name="does-not-exist" />);
    render(<Icon name="does-not-exist" />);
    expect(svg(container).dataset.icon).toBe("fallback");
    expect(svg(container).childElementCount).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("is decorative unless labelled", () => {
    const { container } = render(<Icon name="bell" size={24} />);
    expect(svg(container).getAttribute("aria-hidden")).toBe("true");
    expect(svg(container).getAttribute("width")).toBe("24");
    const labelled = render(<Icon name="bell" label="Notifications" />);
    expect(labelled.getByRole("img", { name: "Notifications" })).toBeDefined();
  });
});
