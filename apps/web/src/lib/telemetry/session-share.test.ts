import { describe, expect, it } from "vitest";
import {
  ANALYTICS_SESSION_KEY,
  inAnalyticsShare,
  SESSION_TIMEOUT_MS,
  touchAnalyticsSession,
} from "./session-share";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("inAnalyticsShare", () => {
  it("records about a quarter of sessions", () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let sampled = 0;
    for (let i = 0; i < 4000; i++) if (inAnalyticsShare({ storage: memoryStorage(), random })) sampled++;
    expect(sampled / 4000).toBeGreaterThan(0.23);
    expect(sampled / 4000).toBeLessThan(0.27);
  });

  it("draws below the share in, at or above it out", () => {
    expect(inAnalyticsShare({ storage: memoryStorage(), random: () => 0.24 })).toBe(true);
    expect(inAnalyticsShare({ storage: memoryStorage(), random: () => 0.25 })).toBe(false);
  });

  it("keeps the draw for the pages of one session, and draws again after 30 idle minutes", () => {
    const storage = memoryStorage();
    expect(inAnalyticsShare({ storage, now: 1_000, random: () => 0.1 })).toBe(true);
    // Within the session: the draw is kept whatever the dice say.
    expect(inAnalyticsShare({ storage, now: 1_000 + SESSION_TIMEOUT_MS - 1, random: () => 0.9 })).toBe(true);
    // Idle for the whole timeout since the last page: a new session, a new draw.
    expect(inAnalyticsShare({ storage, now: 1_000 + 2 * SESSION_TIMEOUT_MS, random: () => 0.9 })).toBe(false);
  });

  it("lets a test force the draw through the stored record", () => {
    const now = 5_000_000;
    const storage = memoryStorage({
      [ANALYTICS_SESSION_KEY]: JSON.stringify({ sampled: true, lastSeen: now }),
    });
    expect(inAnalyticsShare({ storage, now: now + 10, random: () => 0.99 })).toBe(true);
  });

  it("draws anew on a broken record", () => {
    const storage = memoryStorage({ [ANALYTICS_SESSION_KEY]: "{not json" });
    expect(inAnalyticsShare({ storage, random: () => 0.1 })).toBe(true);
  });

  it("keeps the session alive when the page is hidden", () => {
    const storage = memoryStorage();
    inAnalyticsShare({ storage, now: 0, random: () => 0.1 });
    touchAnalyticsSession({ storage, now: SESSION_TIMEOUT_MS - 10 });
    expect(inAnalyticsShare({ storage, now: 2 * SESSION_TIMEOUT_MS - 20, random: () => 0.9 })).toBe(true);
  });
});
