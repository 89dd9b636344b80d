import { afterAll, beforeAll } from "vitest";
import type { App } from "../../src/app";
import { buildTestApp, type useTestDatabase } from "../helper";

/**
 * Two apps on one database with the caches as production runs them (no wait before a hit): they stand for two
 * processes. `apps.a` and `apps.b` are set before the file's tests run.
 */
export function useTwoApps(ctx: ReturnType<typeof useTestDatabase>) {
  const apps = {} as { a: App; b: App };
  beforeAll(async () => {
    apps.a = await buildTestApp(ctx.database, { authCache: {} });
    apps.b = await buildTestApp(ctx.database, { authCache: {} });
  });
  afterAll(async () => {
    await apps.a?.close();
    await apps.b?.close();
  });
  return apps;
}

/** Polls `check` every 20 ms until it holds; the elapsed ms, or a failure after `limitMs`. */
export async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/**
 * Waits, when the minute turns within `marginMs`, until just after it: the figures caches are kept per window
 * end, which moves each minute on the real clock, so a test counting their hits must not straddle a turn.
 */
export async function clearOfMinuteTurn(marginMs = 10_000): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute < 60_000 - marginMs) return;
  await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 500));
}
