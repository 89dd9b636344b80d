import type { Integrations } from "@pithead/contract";
import { maskDeep, maskEvent } from "@pithead/contract/observability/mask";
import {
  type BrowserOptions,
  browserTracingIntegration,
  captureException,
  flush,
  init,
  setUser,
} from "@sentry/react";
import { lastRequestId } from "../api-client";
import { dropReason } from "./drop-rules";
import type { ErrorReporter } from "./report-error";
import { tracesSampler } from "./trace-sampler";
import type { UserSource } from "./user-source";

/**
 * Error reports with Sentry's browser SDK (SPEC sections 5, 8, 9). Loaded lazily (`start-telemetry.ts`
 * imports this module with `import()`), so the SDK is a chunk of its own and never part of a first page.
 * No session replay, no user feedback widget: only errors and sampled traces.
 */

export const MAX_BREADCRUMBS = 50;
export const NORMALIZE_DEPTH = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The SDK's options: drop rules and masking before anything leaves, traces sampled per route. */
export function sentryOptions(
  config: NonNullable<Integrations["sentry"]>,
  origin: string = window.location.origin,
): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    normalizeDepth: NORMALIZE_DEPTH,
    // No user details, cookies, headers or bodies collected by the SDK itself (the user id is set by us).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    // Leave the app's own error messages as they are ("Failed to fetch"): enhance only the report.
    enhanceFetchErrorMessages: "report-only",
    integrations: [browserTracingIntegration()],
    tracesSampler,
    // Trace headers only to the app's own API: never to the price service or another origin.
    tracePropagationTargets: [new RegExp(`^${escapeRegExp(origin)}/`), /^\/(?!\/)/],
    beforeSend(event, hint) {
      if (dropReason(event, hint)) return null;
      const requestId = lastRequestId();
      if (requestId) event.tags = { ...event.tags, last_request_id: requestId };
      return maskEvent(event);
    },
    beforeSendTransaction: (event) => maskEvent(event),
    beforeBreadcrumb: (breadcrumb) => maskDeep(breadcrumb),
  };
}

/** Starts the SDK and hands back the reporter that `report-error.ts` sends through. */
export function startErrorReports(
  config: NonNullable<Integrations["sentry"]>,
  users: UserSource,
): ErrorReporter & { stop: () => void } {
  init(sentryOptions(config));
  const applyUser = () => {
    const user = users.current();
    // The id only: e-mail and name stay out of error reports (and `maskEvent` would remove them).
    setUser(user ? { id: user.id } : null);
  };
  applyUser();
  const stop = users.subscribe(applyUser);
  return {
    capture: (error, queued) =>
      void captureException(error, queued ? { tags: { queued_before_load: "true" } } : undefined),
    flush: (timeoutMs) => flush(timeoutMs),
    stop,
  };
}
