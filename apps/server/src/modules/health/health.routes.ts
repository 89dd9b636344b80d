import { errorBodySchema, healthSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/client";
import type { Readiness } from "./readiness";

const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, opts) => {
  app.get(
    "/healthz",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.code(503).send({ code: "internal_error", message: "Database unavailable" });
      }
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: start-up work (demo history, reward catch-up) is done",
        response: { 200: z.object({ status: z.literal("ready") }), 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      if (!opts.readiness.isReady()) {
        return reply
          .code(503)
          .send({ code: "internal_error", message: `Starting: ${opts.readiness.pending()}` });
      }
      return { status: "ready" as const };
    },
  );
};

export default healthRoutes;
