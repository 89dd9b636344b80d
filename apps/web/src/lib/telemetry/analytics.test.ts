import type { Types } from "@amplitude/analytics-browser";
import { describe, expect, it, vi } from "vitest";
import {
  analyticsOptions,
  pitheadEnrichment,
  platformOf,
  SITE_VISIT_EVENT,
  startAnalytics,
} from "./analytics";
import type { TelemetryUser } from "./user-source";

function fakeClient() {
  const done = { promise: Promise.resolve() };
  return {
    init: vi.fn(() => done),
    add: vi.fn(() => done),
    track: vi.fn(() => ({ promise: Promise.resolve({}) })),
    identify: vi.fn((_identify: unknown) => ({ promise: Promise.resolve({}) })),
    setUserId: vi.fn(),
  };
}

function users(initial: TelemetryUser | null) {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => user,
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next: TelemetryUser) {
      user = next;
      for (const l of listeners) l();
    },
  };
}

const miner = { id: "u1", name: "alice", email: "miner@pithead.test" };

describe("analytics", () => {
  it("configures page views, local storage and the 30-minute idle timeout, and no other Amplitude host", () => {
    const options = analyticsOptions("http://127.0.0.1:9/2/httpapi");
    expect(options).toMatchObject({
      serverUrl: "http://127.0.0.1:9/2/httpapi",
      identityStorage: "localStorage",
      sessionTimeout: 1_800_000,
      autocapture: { pageViews: { trackHistoryChanges: "pathOnly" }, elementInteractions: false },
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
    });
    expect(analyticsOptions(null)).not.toHaveProperty("serverUrl");
  });

  it("identifies with name and e-mail, then tracks the site visit", async () => {
    const client = fakeClient();
    await startAnalytics({ api_key: "key12345", server_url: null }, users(miner), client as never);
    expect(client.init).toHaveBeenCalledWith("key12345", "u1", expect.any(Object));
    expect(client.add).toHaveBeenCalledBefore(client.init);
    expect(client.setUserId).toHaveBeenCalledWith("u1");
    const identify = client.identify.mock.calls[0]?.[0] as unknown as { getUserProperties: () => unknown };
    expect(identify.getUserProperties()).toEqual({ $set: { name: "alice", email: "miner@pithead.test" } });
    expect(client.track).toHaveBeenCalledWith(SITE_VISIT_EVENT);
    expect(client.identify).toHaveBeenCalledBefore(client.track);
  });

  it("tracks an anonymous visit, and identifies once the user signs in", async () => {
    const client = fakeClient();
    const source = users(null);
    await startAnalytics({ api_key: "key12345", server_url: null }, source, client as never);
    expect(client.identify).not.toHaveBeenCalled();
    expect(client.track).toHaveBeenCalledWith(SITE_VISIT_EVENT);
    source.set(miner);
    source.set(miner);
    expect(client.identify).toHaveBeenCalledTimes(1);
  });

  it("sets the platform and masks the page view's URLs", async () => {
    const plugin = pitheadEnrichment("app");
    const event = (await plugin.execute?.({
      event_type: "[Amplitude] Page Viewed",
      platform: "Web",
      event_properties: {
        "[Amplitude] Page URL": "https://pool.example/watch/abcdefghijklmnopqrstuvwxyz12",
        "[Amplitude] Page Location":
          "https://pool.example/auth/recovery?token=abc&email=miner%40pithead.test",
      },
    } as Types.Event)) as Types.Event;
    expect(event.platform).toBe("app");
    expect(event.event_properties).toEqual({
      "[Amplitude] Page URL": "https://pool.example/watch/[Filtered]",
      "[Amplitude] Page Location": "https://pool.example/auth/recovery?token=[Filtered]&email=[email]",
    });
  });

  it("is `app` when running standalone, else `web`", () => {
    const win = (standalone: boolean) =>
      ({ matchMedia: () => ({ matches: standalone }), navigator: {} }) as unknown as Window;
    expect(platformOf(win(true))).toBe("app");
    expect(platformOf(win(false))).toBe("web");
    expect(platformOf({ navigator: { standalone: true } } as unknown as Window)).toBe("app");
  });
});
