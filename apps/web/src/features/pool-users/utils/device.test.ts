import { describe, expect, it } from "vitest";
import { deviceOf } from "./device";

describe("deviceOf", () => {
  it("names the browser and the system", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
    expect(deviceOf(mac)).toBe("Chrome · macOS");
    expect(
      deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605 Version/17.0 Safari/604.1"),
    ).toBe("Safari · iOS");
  });

  it("falls back to the raw agent, or nothing", () => {
    expect(deviceOf("curl/8.0")).toBe("curl/8.0");
    expect(deviceOf(null)).toBeNull();
  });
});
