import { errorBodySchema, healthSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client";
import type { Readiness } from "./readiness";

/** How long a health answer waits for the database: a probe is answered within about a second, always. */
export const healthPingTimeoutMs = 1_000;

const databaseDown = { code: "service_unavailable", message: "Database unavailable" } as const;

/**
 * Liveness and readiness. Both ask the database on its own ping connection (db/client.ts), never through the
 * request pool, so a starved pool or a stuck transaction cannot delay them and a dead database is said at once.
 */
const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, opts) => {
  const databaseAnswers = async (log: { warn: (obj: object, msg: string) => void }) => {
    try {
      await pingDatabase(app.db, healthPingTimeoutMs);
      return true;
    } catch (err) {
      log.warn({ err }, "health check: the database does not answer");
      return false;
    }
  };

  app.get(
    "/healthz",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability (answers within about a second)",
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await databaseAnswers(request.log))) return reply.code(503).send(databaseDown);
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers and start-up work (demo history, reward catch-up) is done",
        response: { 200: z.object({ status: z.literal("ready") }), 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!opts.readiness.isReady()) {
        return reply
          .code(503)
          .send({ code: "service_unavailable", message: `Starting: ${opts.readiness.pending()}` });
      }
      if (!(await databaseAnswers(request.log))) return reply.code(503).send(databaseDown);
      return { status: "ready" as const };
    },
  );
};

export default healthRoutes;
