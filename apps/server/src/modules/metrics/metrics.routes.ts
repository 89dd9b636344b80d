import { createHash, timingSafeEqual } from "node:crypto";
import type { ErrorBody } from "@pithead/contract";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from "fastify";
import fp from "fastify-plugin";
import type { AppMetrics } from "./collectors";

export const metricsPath = "/metrics";

const unauthorizedBody: ErrorBody = { code: "unauthorized", message: "Authentication required" };

const digest = (value: string) => createHash("sha256").update(value).digest();

/** `Authorization: Bearer <token>`, compared in constant time (hashed first, which hides the length too). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

function scrapeHandler(metrics: AppMetrics, token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).send(unauthorizedBody);
    }
    const body = await metrics.scrape();
    return reply.header("cache-control", "no-store").type(metrics.contentType).send(body);
  };
}

/** The second listener of METRICS_PORT: `/metrics` only, on the app's HOST, opened and closed with the app. */
function metricsListener(app: FastifyInstance, metrics: AppMetrics, port: number, token: string | undefined) {
  const server = Fastify({
    loggerInstance: app.log.child({ component: "metrics" }),
    // Scrapes every few seconds would drown the log.
    logController: new LogController({ disableRequestLogging: true }),
  });
  server.get(metricsPath, scrapeHandler(metrics, token));
  // Bound when the app is ready (listen or inject), so a taken port stops the start-up.
  app.addHook("onReady", async () => {
    await server.listen({ port, host: app.config.host });
  });
  app.addHook("onClose", async () => {
    await server.close();
  });
  app.decorate("metricsServer", server);
}

declare module "fastify" {
  interface FastifyInstance {
    /** The METRICS_PORT listener when one is configured (tests read its address). */
    metricsServer?: FastifyInstance;
  }
}

/**
 * Prometheus metrics (issue 17). Off without METRICS_TOKEN and METRICS_PORT: no route, no hook, no sampling.
 * With METRICS_PORT: a second listener on that port serves `/metrics` and the public port does not. Else the
 * public port serves it behind `Authorization: Bearer <METRICS_TOKEN>`; a token set with METRICS_PORT is required
 * there too.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { token, port } = app.config.integrations.metrics;
    if (token === undefined && port === undefined) return;
    // prom-client is loaded only here: with metrics off it never is.
    const { createAppMetrics } = await import("./collectors");
    const metrics = createAppMetrics(app.db, app.log.child({ component: "metrics" }));
    app.addHook("onResponse", (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });
    if (port !== undefined) {
      metricsListener(app, metrics, port, token);
      return;
    }
    app.get(metricsPath, { schema: { hide: true } }, scrapeHandler(metrics, token));
  },
  { name: "metrics", dependencies: ["context"] },
);
