import type { Breadcrumb, ErrorEvent as SentryErrorEvent } from "@sentry/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../api-client";
import { MAX_BREADCRUMBS, NORMALIZE_DEPTH, sentryOptions } from "./error-reports";

const config = { dsn: "https://public@errors.example/1", environment: "test" };
const options = sentryOptions(config, "https://pool.example");

function event(value: string): SentryErrorEvent {
  return {
    type: undefined,
    exception: {
      values: [
        {
          type: "Error",
          value,
          stacktrace: { frames: [{ filename: "https://pool.example/assets/index.js" }] },
        },
      ],
    },
    request: { url: "https://pool.example/watch/abcdefghijklmnopqrstuvwxyz123456" },
    user: { id: "u1", email: "miner@pithead.test", ip_address: "10.0.0.1" },
  };
}

const send = (e: SentryErrorEvent, originalException?: unknown) =>
  options.beforeSend?.(e, { originalException }) as SentryErrorEvent | null;

describe("sentryOptions", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("caps breadcrumbs at 50 and normalises to depth 3, without replay", () => {
    expect(options.maxBreadcrumbs).toBe(MAX_BREADCRUMBS);
    expect(MAX_BREADCRUMBS).toBe(50);
    expect(options.normalizeDepth).toBe(NORMALIZE_DEPTH);
    expect(NORMALIZE_DEPTH).toBe(3);
    const names = (options.integrations as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(["BrowserTracing"]);
    expect(options.environment).toBe("test");
  });

  it("masks e-mail addresses and bearer tokens, the watcher link and the user's e-mail and IP", () => {
    const sent = send(event("Failed for miner@pithead.test with Authorization: Bearer abc.def-ghi"));
    const value = sent?.exception?.values?.[0]?.value ?? "";
    expect(value).not.toContain("miner@pithead.test");
    expect(value).not.toContain("abc.def-ghi");
    expect(value).toContain("[email]");
    expect(value).toContain("Bearer [Filtered]");
    expect(sent?.request?.url).toBe("https://pool.example/watch/[Filtered]");
    expect(sent?.user).toEqual({ id: "u1" });
  });

  it("drops the events of the drop rules", () => {
    const network = event("Failed to fetch");
    network.exception = { values: [{ type: "TypeError", value: "Failed to fetch" }] };
    expect(send(network, new TypeError("Failed to fetch"))).toBeNull();
  });

  it("tags the event with the last request id sent by api()", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200 })),
    );
    await api("identity");
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    const id = (init?.headers as Record<string, string> | undefined)?.["X-Request-Id"];
    expect(send(event("boom"))?.tags).toEqual({ last_request_id: id });
  });

  it("masks breadcrumbs: a fetch URL with a secret, a console message with an e-mail", () => {
    const fetchCrumb: Breadcrumb = {
      category: "fetch",
      data: { method: "GET", url: "/api/backend/v0.1/watchers/abcdefghijklmnopqrstuvwxyz12?token=s3cret" },
    };
    const masked = options.beforeBreadcrumb?.(fetchCrumb) as Breadcrumb;
    expect(masked.data?.url).toBe("/api/backend/v0.1/watchers/[Filtered]?token=[Filtered]");
    const consoleCrumb = options.beforeBreadcrumb?.({
      category: "console",
      message: "hi miner@pithead.test",
    });
    expect(consoleCrumb?.message).toBe("hi [email]");
  });

  it("sends trace headers to the app's own origin only", () => {
    const targets = options.tracePropagationTargets ?? [];
    const matches = (url: string) =>
      targets.some((t) => (typeof t === "string" ? url.includes(t) : t.test(url)));
    expect(matches("https://pool.example/api/backend/v0.1/identity")).toBe(true);
    expect(matches("/api/backend/v0.1/identity")).toBe(true);
    expect(matches("https://api.coingecko.com/api/v3/simple/price")).toBe(false);
    expect(matches("https://pool.example.evil.test/x")).toBe(false);
    expect(matches("//cdn.example/x.js")).toBe(false);
  });

  it("samples traces per route", () => {
    expect(options.tracesSampler?.({ name: "/workers", attributes: {} } as never)).toBe(0.2);
    expect(options.tracesSampler?.({ name: "/settings", attributes: {} } as never)).toBe(0.08);
  });
});
