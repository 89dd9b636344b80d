import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client";
import { dropReason, type ReportEvent } from "./drop-rules";

/** An event as Sentry's browser SDK builds it from a thrown error. */
function errorEvent(
  type: string,
  value: string,
  filenames: string[] = ["http://127.0.0.1/assets/index-abc.js"],
): ReportEvent {
  return {
    exception: {
      values: [
        {
          type,
          value,
          stacktrace: { frames: filenames.map((filename) => ({ filename, function: "run", lineno: 1 })) },
        },
      ],
    },
  };
}

describe("dropReason", () => {
  it("drops fetch failures of Chrome, Firefox and Safari (also with the SDK's host suffix)", () => {
    expect(dropReason(errorEvent("TypeError", "Failed to fetch"))).toBe("network");
    expect(dropReason(errorEvent("TypeError", "Failed to fetch (api.example.com)"))).toBe("network");
    expect(dropReason(errorEvent("TypeError", "NetworkError when attempting to fetch resource."))).toBe(
      "network",
    );
    expect(dropReason(errorEvent("TypeError", "Load failed"))).toBe("network");
  });

  it("drops the app's ApiError with status 0 (the call never reached the server)", () => {
    const error = new ApiError(0, { code: "network_error", message: "TypeError: Failed to fetch" });
    expect(dropReason(errorEvent("ApiError", error.message), { originalException: error })).toBe("network");
    // A refusal from the server is a real answer: kept.
    const refused = new ApiError(500, { code: "internal_error", message: "boom" });
    expect(dropReason(errorEvent("ApiError", "boom"), { originalException: refused })).toBeNull();
  });

  it("drops chunk-load errors", () => {
    expect(
      dropReason(
        errorEvent(
          "TypeError",
          "Failed to fetch dynamically imported module: https://pool.example/assets/workers-Ab12Cd34.js",
        ),
      ),
    ).toBe("chunk-load");
    expect(dropReason(errorEvent("TypeError", "Importing a module script failed."))).toBe("chunk-load");
    expect(dropReason(errorEvent("ChunkLoadError", "Loading chunk 42 failed."))).toBe("chunk-load");
    expect(dropReason(errorEvent("Error", "Unable to preload CSS for /assets/faq-1a2b3c4d.css"))).toBe(
      "chunk-load",
    );
  });

  it("drops the ResizeObserver loop notices (a message event, no exception)", () => {
    expect(dropReason({ message: "ResizeObserver loop limit exceeded" })).toBe("resize-observer");
    expect(
      dropReason(errorEvent("Error", "ResizeObserver loop completed with undelivered notifications.")),
    ).toBe("resize-observer");
  });

  it("drops errors raised in a browser extension's code", () => {
    for (const url of [
      "chrome-extension://abcdefghijklmnop/content.js",
      "moz-extension://1234-5678/inject.js",
      "safari-extension://com.example.ext/script.js",
      "safari-web-extension://ABCD-1234/content.js",
    ]) {
      const event = errorEvent("TypeError", "Cannot read properties of undefined (reading 'x')", [
        "http://127.0.0.1/assets/index-abc.js",
        url,
      ]);
      expect(dropReason(event)).toBe("browser-extension");
    }
  });

  it("keeps the app's own errors, including a TypeError that is not about the network", () => {
    expect(dropReason(errorEvent("TypeError", "Cannot read properties of null (reading 'id')"))).toBeNull();
    expect(dropReason(errorEvent("Error", "Route failed for miner@pithead.test"))).toBeNull();
    expect(dropReason({ message: "Something else" })).toBeNull();
  });
});
