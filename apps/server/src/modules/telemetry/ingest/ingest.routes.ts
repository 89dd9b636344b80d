import { errorBodySchema, ingestResultSchema, shareBatchSchema } from "@pithead/contract";
import { shareColumnsBatchSchema } from "@pithead/contract/share-columns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unauthorized } from "../../../plugins/auth";
import { fastShareColumns } from "./fast-batch";
import { fastColumnsBatch } from "./fast-columns";
import { ingestRepository } from "./ingest.repository";
import { ingestService } from "./ingest.service";
import { fastColumnsOf, ingestValidatorCompiler, unwrapIngestBody, useIngestBodyParser } from "./ingest-body";
import { bearerMatches } from "./ingest-token";
import { columnsBatchToColumns } from "./share-columns";

/** 50,000 shares of about 200 bytes of JSON each, with room to spare. */
const bodyLimit = 16 * 1024 * 1024;

/**
 * `POST /api/ingest/v1/shares` and `/share-columns` (the same batch as columns): the pool's stratum servers send
 * share batches (INGEST_TOKEN).
 */
const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ingestService({ repo: ingestRepository(app.db), clock: app.clock });
  const token = app.config.ingestToken;
  // JSON read once, validated in one pass into columns (ingest-body.ts); other bodies as on every route.
  useIngestBodyParser(app);

  app.post(
    "/api/ingest/v1/shares",
    {
      bodyLimit,
      onRequest: async (request) => {
        if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
      },
      preValidation: unwrapIngestBody(fastShareColumns),
      validatorCompiler: ingestValidatorCompiler,
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
    async (request) => service.ingest(fastColumnsOf(request.body) ?? request.body),
  );

  app.post(
    "/api/ingest/v1/share-columns",
    {
      bodyLimit,
      onRequest: async (request) => {
        if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
      },
      preValidation: unwrapIngestBody(fastColumnsBatch),
      validatorCompiler: ingestValidatorCompiler,
      schema: {
        tags: ["ingest"],
        summary: "A batch of shares as columns, one array per field (Authorization: Bearer <INGEST_TOKEN>)",
        description:
          "The same batch as POST /api/ingest/v1/shares, as columns: share i is workers[worker[i]] with " +
          "difficulty[i], accepted[i] and ts[i] (ms since the epoch). Same limits, answers and batch ids " +
          "(a batch retried in the other format is the same batch).",
        body: shareColumnsBatchSchema,
        response: {
          200: ingestResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => service.ingest(fastColumnsOf(request.body) ?? columnsBatchToColumns(request.body)),
  );
};

export default ingestRoutes;
