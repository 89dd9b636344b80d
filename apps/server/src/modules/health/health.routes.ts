import { errorBodySchema, healthSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingDatabase } from "../../db/client";

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

export default healthRoutes;
