import { maskDeep, maskEvent } from "@pithead/contract/observability/mask";
import type { httpIntegration, NodeOptions } from "@sentry/node";
import type { FastifyBaseLogger } from "fastify";

export interface SentryOptions {
  dsn: string;
  environment: string;
  release: string;
}

export interface ErrorReporter {
  capture(error: unknown, tags: Record<string, string>): void;
  flush(timeoutMs: number): Promise<boolean>;
}

/**
 * Default integrations this server has no use for: other frameworks' instrumentation, Fastify's own (see
 * below), Lambda, workers and child processes, local variables (not collected). `Http` is replaced by one
 * without request sessions (`sentryInitOptions`' `http`): their tracking awaited each answer's reply again and
 * again, a MaxListenersExceededWarning on every page the server sent.
 */
const unused = new Set([
  "Fastify",
  "Express",
  "Hapi",
  "Hono",
  "Koa",
  "Nitro",
  "AwsLambdaWeb",
  "ChildProcess",
  "WorkerThreads",
  "LocalVariablesAsync",
  "ConversationId",
  "Http",
]);

/** The SDK's options: masked events and breadcrumbs, no personal data, no tracing, no framework auto-capture. */
export function sentryInitOptions(
  opts: SentryOptions,
  http?: ReturnType<typeof httpIntegration>,
): NodeOptions {
  return {
    dsn: opts.dsn,
    environment: opts.environment,
    release: opts.release,
    // SDK 11's form of `sendDefaultPii: false` (that option is gone; its defaults collect everything): no user
    // info or IP, no cookies, no bodies, no local variables, no query data; request headers and query strings
    // stay for the context and are masked by beforeSend like the rest.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: true, response: false },
      httpBodies: [],
      urlQueryParams: true,
      stackFrameVariables: false,
      databaseQueryData: false,
      queues: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
    },
    // Tracing stays off: with tracesSampleRate unset the SDK adds no tracing integrations and records no spans
    // (0 would still create unsampled spans on every request).
    tracesSampleRate: undefined,
    // Fastify 5, http and fetch publish their diagnostics channels themselves: no module-rewriting loader hook.
    enableRuntimeChannelInjection: false,
    // The Fastify integration captures handler errors itself, without the request id and before the product's
    // error handler decides the status: `errors.ts` reports 5xx through `capture` instead.
    integrations: (defaults) => [...defaults.filter((i) => !unused.has(i.name)), ...(http ? [http] : [])],
    beforeSend: (event) => maskEvent(event),
    beforeBreadcrumb: (crumb) => maskDeep(crumb),
  };
}

let started: { key: string; reporter: Promise<ErrorReporter> } | undefined;

/**
 * Starts the Sentry Node SDK once per process (imported only then: with SENTRY_DSN unset nothing is loaded).
 * Apps built later with the same options share it; other options are refused with a warning, since one process
 * has one Sentry client.
 */
export function startSentry(opts: SentryOptions, log: FastifyBaseLogger): Promise<ErrorReporter> {
  const key = JSON.stringify(opts);
  if (started) {
    if (started.key !== key) {
      log.warn("Sentry is already running in this process with other options: reports go there");
    }
    return started.reporter;
  }
  const reporter = import("@sentry/node").then((Sentry): ErrorReporter => {
    Sentry.init(sentryInitOptions(opts, Sentry.httpIntegration({ sessions: false })));
    return {
      capture: (error, tags) => {
        Sentry.captureException(error, { tags });
      },
      flush: (timeoutMs) => Sentry.flush(timeoutMs),
    };
  });
  started = { key, reporter };
  return reporter;
}

/** Reports an error outside a request (a scheduled job's failure); nothing when Sentry is not running. */
export function reportError(error: unknown, tags: Record<string, string>): void {
  void started?.reporter.then((r) => r.capture(error, tags));
}
