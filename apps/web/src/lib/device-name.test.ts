import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it("names the browser with its major version and the system", () => {
    const mac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.61 Safari/537.36";
    expect(deviceName(mac)).toEqual({ browser: "Chrome 126", system: "macOS" });
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1";
    expect(deviceName(iphone)).toEqual({ browser: "Safari 17", system: "iOS" });
  });

  it("knows nothing of a missing or unknown agent", () => {
    expect(deviceName(null)).toEqual({ browser: null, system: null });
    expect(deviceName("curl/8.0").system).toBeNull();
  });
});
