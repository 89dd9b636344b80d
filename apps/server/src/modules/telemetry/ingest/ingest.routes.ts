import { errorBodySchema, ingestResultSchema, shareBatchSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthorized } from "../../../plugins/auth";
import { ingestRepository } from "./ingest.repository";
import { ingestService } from "./ingest.service";
import { bearerMatches } from "./ingest-token";

/** 50,000 shares of about 200 bytes of JSON each, with room to spare. */
const bodyLimit = 16 * 1024 * 1024;

/** `POST /api/ingest/v1/shares`: the pool's stratum servers send share batches (INGEST_TOKEN). */
const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ingestService({ repo: ingestRepository(app.db), clock: app.clock });
  const token = app.config.ingestToken;

  app.post(
    "/api/ingest/v1/shares",
    {
      bodyLimit,
      onRequest: async (request) => {
        if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
      },
      schema: {
        tags: ["ingest"],
        summary: "A batch of shares from a stratum server (Authorization: Bearer <INGEST_TOKEN>)",
        description:
          "Folds the shares into per-worker and per-miner rollups. A malformed batch is refused whole; " +
          "a repeated batch_id with the same shares answers the first result, with other shares 409 " +
          "batch_id_reused; shares of unknown accounts are counted back. Share difficulty is at most 1e15.",
        body: shareBatchSchema,
        response: {
          200: ingestResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => service.ingest(request.body),
  );
};

export default ingestRoutes;
