import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { versionSource } from "../meta/version.service";
import { requestIdHeader } from "./request-id";
import { startSentry } from "./sentry";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends a server error (a 5xx) to Sentry, tagged with the request id; null without SENTRY_DSN. */
    reportServerError: ((error: unknown, request: FastifyRequest) => void) | null;
  }
}

/**
 * Every answer names its request id (`X-Request-Id`: the client's when well formed, else a generated one; the
 * logs' `reqId`). With SENTRY_DSN, server errors also go to Sentry (`sentry.ts`), masked, under the release
 * `/meta/version.json` answers, so the browser's and the server's reports of one build meet.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", (request, reply, done) => {
      reply.header(requestIdHeader, request.id);
      done();
    });
    const sentry = app.config.integrations.sentry;
    if (!sentry) {
      app.decorate("reportServerError", null);
      return;
    }
    const release = await versionSource(app.config.webDist, app.clock.now())();
    const reporter = await startSentry({ ...sentry, release }, app.log);
    app.decorate("reportServerError", (error: unknown, request: FastifyRequest) => {
      reporter.capture(error, {
        request_id: String(request.id),
        route: request.routeOptions.url ?? "unmatched",
        method: request.method,
      });
    });
    // Reports still queued leave before the process does.
    app.addHook("onClose", async () => {
      await reporter.flush(2000);
    });
  },
  { name: "error-reports", dependencies: ["context"] },
);
