import { chartPeriodQuerySchema, chartsQuerySchema, chartsSchema, errorBodySchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { jsonSchemaSerializer } from "../../../lib/json-schema-serializer";
import { dataSerializedOnce } from "../../../lib/serialized-once";
import { readerOf } from "../../../plugins/auth";
import { minerAccessRepository } from "../../accounts/miner-access.repository";
import { readAccess } from "../../accounts/read-access";
import { chartsRepository } from "./charts.repository";
import { chartsService } from "./charts.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: z.uuid() });
const tags = ["telemetry"];
/** Every series carries a point per bucket (up to 60): written by fast-json-stringify, not encoded through zod. */
const serializerCompiler = jsonSchemaSerializer;
const description =
  "Every bucket of the period (PT15M: 1 min, PT1H: 5 min, P1D: 20 min, P1W: 4 h), oldest first, zero where no " +
  "share came; hash_rate in H/s averaged over the bucket, with shares, rel_error (about 1/sqrt(shares)) and " +
  "reject_pct. The window ends 5 minutes before now on a whole bucket, so the right edge never dips. status: " +
  "nodata, collecting (first share under 15 minutes ago), unavailable (no share for over 1 hour), stale (over " +
  "7 days), ok.";

/** Registered under /api/backend/v0.1. */
const chartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = chartsService({
    repo: chartsRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    clock: app.clock,
  });
  /** A single series is kept and reused while it holds (charts.service.ts): its answer is written once. */
  const sendCharts = dataSerializedOnce();
  const one = { params, querystring: chartPeriodQuerySchema, response: { 200: chartsSchema, ...errors } };
  const many = { querystring: chartsQuerySchema, response: { 200: chartsSchema, ...errors } };

  app.get(
    "/pools/:id/charts",
    {
      onRequest: app.requireReader,
      serializerCompiler,
      schema: { tags, summary: "Hashrate chart of a pool", description, ...one },
    },
    async (request, reply) =>
      sendCharts(reply, await service.poolCharts(readerOf(request), request.params.id, request.query.period)),
  );
  app.get(
    "/operators/:id/charts",
    {
      onRequest: app.requireReader,
      serializerCompiler,
      schema: { tags, summary: "Hashrate chart of a Control Hub operator", description, ...one },
    },
    async (request, reply) =>
      sendCharts(
        reply,
        await service.operatorCharts(readerOf(request), request.params.id, request.query.period),
      ),
  );
  app.get(
    "/miners/charts",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "dashboard" },
      serializerCompiler,
      schema: { tags, summary: "Hashrate chart of each miner in id[]", description, ...many },
    },
    async (request, reply) =>
      sendCharts(
        reply,
        await service.minerCharts(readerOf(request), request.query["id[]"], request.query.period),
      ),
  );
  app.get(
    "/workers/charts",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "workers" },
      serializerCompiler,
      schema: { tags, summary: "Hashrate chart of each worker in id[]", description, ...many },
    },
    async (request, reply) =>
      sendCharts(
        reply,
        await service.workerCharts(readerOf(request), request.query["id[]"], request.query.period),
      ),
  );
  app.get(
    "/miners/:id/workers/boundary/charts",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "workers" },
      serializerCompiler,
      schema: { tags, summary: "Hashrate chart of a miner's boundary workers, summed", description, ...one },
    },
    async (request, reply) =>
      sendCharts(
        reply,
        await service.boundaryCharts(readerOf(request), request.params.id, request.query.period),
      ),
  );
};

export default chartsRoutes;
