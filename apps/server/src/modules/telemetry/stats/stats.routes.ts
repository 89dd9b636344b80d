import { errorBodySchema, minersStatsSchema, statsQuerySchema, workersStatsSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jsonSchemaSerializer } from "../../../lib/json-schema-serializer";
import { dataSerializedOnce } from "../../../lib/serialized-once";
import { readerOf } from "../../../plugins/auth";
import { minerAccessRepository } from "../../accounts/miner-access.repository";
import { readAccess } from "../../accounts/read-access";
import { appWorkerCounts } from "../workers/worker-counts";
import { statsRepository } from "./stats.repository";
import { statsService } from "./stats.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const figures =
  "hash_rate_* in H/s over 15 minutes, 1 hour, 24 hours (windows end 5 minutes before now, on whole " +
  "buckets), with shares_* and rel_error_* (about 1/sqrt(shares)); reject_pct_15m by difficulty";

/** Registered under /api/backend/v0.1. */
const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const workerCounts = appWorkerCounts(app.db, app.clock);
  const service = statsService({
    repo: statsRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    clock: app.clock,
    workerCounts: (ids) => workerCounts.ofMiners(ids),
  });

  // One miner's stats are kept and reused while they hold (stats.service.ts): written once.
  const sendStats = dataSerializedOnce();
  app.get(
    "/miners/stats",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "dashboard" },
      // Every dashboard's first call: written by fast-json-stringify, not encoded through zod first.
      serializerCompiler: jsonSchemaSerializer,
      schema: {
        tags: ["telemetry"],
        summary: "Hashrate, reject rate and workers by status of each miner in id[]",
        description: figures,
        querystring: statsQuerySchema,
        response: { 200: minersStatsSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendStats(reply, await service.minerStats(readerOf(request), request.query["id[]"])),
  );

  app.get(
    "/workers/stats",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "workers" },
      // Every dashboard's first call: written by fast-json-stringify, not encoded through zod first.
      serializerCompiler: jsonSchemaSerializer,
      schema: {
        tags: ["telemetry"],
        summary: "Hashrate, reject rate and status of each worker in id[]",
        description: figures,
        querystring: statsQuerySchema,
        response: { 200: workersStatsSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.workerStats(readerOf(request), request.query["id[]"]),
    }),
  );
};

export default statsRoutes;
