type IdleWindow = Pick<Window, "setTimeout" | "clearTimeout"> & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** SPEC section 9: lazy initialisation waits 500 ms by default (or uses an idle callback). */
export const START_DELAY_MS = 500;

/**
 * Runs `run` once the app is interactive: `delayMs` after the call (made from an effect, so after the first
 * render), then in the browser's next idle period where it has `requestIdleCallback` (at most 1 s later).
 * Returns a cancel function.
 */
export function startLater(
  run: () => void,
  { delayMs = START_DELAY_MS, win = window as IdleWindow } = {},
): () => void {
  let idle: number | undefined;
  const timer = win.setTimeout(() => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(run, { timeout: 1000 });
    else run();
  }, delayMs);
  return () => {
    win.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}
