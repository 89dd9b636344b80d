/**
 * Error-report trace sampling (SPEC section 9): 0.2 on routes about workers, miners, sign-in or payments,
 * 0.08 elsewhere, 1 when the address has the `trace-debug` query parameter (any value).
 */
export const TRACE_DEBUG_PARAM = "trace-debug";
export const BUSY_ROUTE_RATE = 0.2;
export const DEFAULT_RATE = 0.08;

/** A path segment that names one of the busy areas (`/workers`, `/watch/x/payments`, `/auth/login`, `/miner`). */
const busySegment = /^(workers?|miners?|auth|payments?)$/i;

export function traceSampleRate(pathname: string, search = ""): number {
  if (new URLSearchParams(search).has(TRACE_DEBUG_PARAM)) return 1;
  const segments = pathname.split(/[/?#]/).filter(Boolean);
  return segments.some((segment) => busySegment.test(segment)) ? BUSY_ROUTE_RATE : DEFAULT_RATE;
}

/** Sentry's `tracesSampler`: the span's name is the page's path for page loads and navigations. */
export function tracesSampler(context: {
  name: string;
  location?: { pathname?: string; search?: string };
}): number {
  const path = context.name.startsWith("/") ? context.name : (context.location?.pathname ?? "/");
  return traceSampleRate(path, context.location?.search ?? "");
}
