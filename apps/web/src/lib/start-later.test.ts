import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_TIMEOUT_MS, type LaterHost, startLater } from "./start-later";

function fakeHost(readyState: DocumentReadyState, idle: boolean) {
  const listeners = new Set<() => void>();
  const host: LaterHost & { fireLoad: () => void; idleTimeouts: number[] } = {
    document: { readyState },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    idleTimeouts: [],
    fireLoad: () => {
      for (const listener of [...listeners]) listener();
    },
  };
  if (idle) {
    host.requestIdleCallback = (run, options) => {
      host.idleTimeouts.push(options.timeout);
      return window.setTimeout(run, 50);
    };
    host.cancelIdleCallback = (id) => window.clearTimeout(id);
  }
  return host;
}

describe("startLater", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for the load event, then 500 ms, then an idle moment", () => {
    const host = fakeHost("interactive", true);
    const task = vi.fn();
    startLater(task, { host });
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled(); // not loaded yet
    host.fireLoad();
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled(); // now waiting for idle
    vi.advanceTimersByTime(50);
    expect(task).toHaveBeenCalledTimes(1);
    expect(host.idleTimeouts).toEqual([IDLE_TIMEOUT_MS]);
  });

  it("starts from the timer alone when the page is loaded and has no idle callback", () => {
    const host = fakeHost("complete", false);
    const task = vi.fn();
    startLater(task, { host });
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("cancels at any step", () => {
    for (const step of [0, 200, 520]) {
      const host = fakeHost("complete", true);
      const task = vi.fn();
      const cancel = startLater(task, { host });
      vi.advanceTimersByTime(step);
      cancel();
      vi.advanceTimersByTime(10_000);
      expect(task).not.toHaveBeenCalled();
    }
  });
});
