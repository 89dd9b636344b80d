import { errorBodySchema, operatorLookupSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { operatorsRepository } from "./operators.repository";
import { operatorsService } from "./operators.service";

/** Registered under /api/backend/v0.1. */
const operatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = operatorsService(operatorsRepository(app.db));

  app.get(
    "/operators/lookup-by-title/:title",
    {
      schema: {
        tags: ["operators"],
        summary: "The Control Hub operator with this title (case-insensitive); no sign-in needed",
        params: z.object({ title: z.string().min(1).max(200) }),
        response: { 200: operatorLookupSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.lookupByTitle(request.params.title),
  );
};

export default operatorsRoutes;
