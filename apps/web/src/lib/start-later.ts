/** What `startLater` needs of the browser (a fake in tests). */
export type LaterHost = {
  document: Pick<Document, "readyState">;
  addEventListener: (type: "load", listener: () => void) => void;
  removeEventListener: (type: "load", listener: () => void) => void;
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** SPEC section 9: lazy initialisation waits 500 ms. */
export const START_DELAY_MS = 500;
/** An idle callback never waits longer than this (a page that is never idle still starts). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page is interactive and loaded (the `load` event), then `delayMs` later, then at the
 * browser's next idle moment (`requestIdleCallback`, at most `IDLE_TIMEOUT_MS`; a plain timer where there is
 * none). Returns a cancel that stops whatever step is pending.
 */
export function startLater(
  task: () => void,
  { delayMs = START_DELAY_MS, host = window as unknown as LaterHost } = {},
): () => void {
  let cancelled = false;
  let timer: number | null = null;
  let idle: number | null = null;

  const whenIdle = () => {
    timer = null;
    if (cancelled) return;
    if (host.requestIdleCallback) {
      idle = host.requestIdleCallback(
        () => {
          idle = null;
          if (!cancelled) task();
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
    } else task();
  };
  const afterLoad = () => {
    host.removeEventListener("load", afterLoad);
    if (!cancelled) timer = host.setTimeout(whenIdle, delayMs);
  };

  if (host.document.readyState === "complete") afterLoad();
  else host.addEventListener("load", afterLoad);

  return () => {
    cancelled = true;
    host.removeEventListener("load", afterLoad);
    if (timer !== null) host.clearTimeout(timer);
    if (idle !== null) host.cancelIdleCallback?.(idle);
  };
}
