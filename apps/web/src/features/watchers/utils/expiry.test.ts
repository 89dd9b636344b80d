import { describe, expect, it } from "vitest";
import { expiresAtFor, expiryOf, expiryValue } from "./expiry";

describe("watcher link expiry", () => {
  const now = new Date("2026-03-02T10:00:00Z");

  it("counts whole days from now, or never", () => {
    expect(expiresAtFor(null, now)).toBeNull();
    expect(expiresAtFor(1, now)).toBe("2026-03-03T10:00:00.000Z");
    expect(expiresAtFor(7, now)).toBe("2026-03-09T10:00:00.000Z");
    expect(expiresAtFor(30, now)).toBe("2026-04-01T10:00:00.000Z");
  });

  it("maps the select values both ways; an unknown one is never", () => {
    expect(expiryValue(null)).toBe("never");
    expect(expiryOf(expiryValue(7))).toBe(7);
    expect(expiryOf("never")).toBeNull();
    expect(expiryOf("5")).toBeNull();
  });
});
