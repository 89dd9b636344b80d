import { afterEach, describe, expect, it, vi } from "vitest";
import { START_DELAY_MS, startLater } from "./start-later";

describe("startLater", () => {
  afterEach(() => vi.useRealTimers());

  it("waits 500 ms, then runs in the next idle period", () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    const win = {
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
      requestIdleCallback: vi.fn((run: () => void) => idle.push(run)),
      cancelIdleCallback: vi.fn(),
    } as never;
    const run = vi.fn();
    startLater(run, { win });
    vi.advanceTimersByTime(START_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs after the delay where there is no idle callback, and not at all once cancelled", () => {
    vi.useFakeTimers();
    const win = {
      setTimeout: globalThis.setTimeout.bind(globalThis),
      clearTimeout: globalThis.clearTimeout.bind(globalThis),
    } as never;
    const run = vi.fn();
    startLater(run, { win });
    vi.advanceTimersByTime(START_DELAY_MS);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    startLater(cancelled, { win })();
    vi.advanceTimersByTime(START_DELAY_MS * 4);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
