/**
 * The front door of error reports, in the main bundle and free of any SDK: the React error boundary and the
 * early listeners hand errors here. Until error reports are loaded (lazily, see `start-telemetry.ts`) errors
 * wait in a short queue (`QUEUE_CAP`, later ones dropped) and are sent once the SDK is up; with no DSN
 * configured they are dropped at once.
 */

export type ErrorReporter = {
  capture: (error: unknown, queued: boolean) => void;
  flush: (timeoutMs: number) => Promise<unknown>;
};

export const QUEUE_CAP = 10;

let state: "off" | "waiting" | "ready" = "off";
let reporter: ErrorReporter | null = null;
let startNow: (() => void) | null = null;
let queue: unknown[] = [];
let waiters: (() => void)[] = [];

function settle(): void {
  for (const resolve of waiters.splice(0)) resolve();
}

/** Error reports are configured and will load: queue from now on; `loadNow` starts them at once. */
export function expectErrorReports(loadNow: () => void): void {
  state = "waiting";
  startNow = loadNow;
}

/** The SDK is up: the queue is sent and later errors go straight to it. */
export function errorReportsReady(ready: ErrorReporter): void {
  reporter = ready;
  state = "ready";
  startNow = null;
  for (const error of queue.splice(0)) ready.capture(error, true);
  settle();
}

/** No error reports (not configured, or the SDK failed to load): the queue is dropped. */
export function errorReportsOff(): void {
  state = "off";
  reporter = null;
  startNow = null;
  queue = [];
  settle();
}

/** Queues an error seen before the SDK loaded (early `error` / `unhandledrejection` events). */
export function queueError(error: unknown): void {
  if (state === "waiting" && queue.length < QUEUE_CAP) queue.push(error);
}

/**
 * Reports an error the app caught (the route error boundary). Before the SDK is up it is queued and the SDK is
 * loaded at once (an error is reason enough). Resolves once it was handed to the SDK and sent (or given up):
 * the boundary may reload the page right after.
 */
export async function reportError(error: unknown, flushMs = 2000): Promise<void> {
  if (state === "off") return;
  if (state === "waiting") {
    queueError(error);
    const ready = new Promise<void>((resolve) => waiters.push(resolve));
    startNow?.();
    await ready;
  } else reporter?.capture(error, false);
  await reporter?.flush(flushMs).catch(() => undefined);
}

/** Listens for uncaught errors until the SDK's own handlers take over; returns the removal. */
export function listenForEarlyErrors(target: Pick<Window, "addEventListener" | "removeEventListener">) {
  const onError = (event: ErrorEvent) => queueError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => queueError(event.reason);
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}

/** Tests only: back to the initial state. */
export function resetErrorReports(): void {
  errorReportsOff();
  waiters = [];
}
