import {
  boundaryWorkersStatsSchema,
  errorBodySchema,
  randomWorkerNameSchema,
  workerStatusCountsSchema,
  workerStatusesQuerySchema,
  workersListQuerySchema,
  workersListSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead } from "../../../lib/change-cache";
import { jsonSchemaSerializer } from "../../../lib/json-schema-serializer";
import { serializedOnce } from "../../../lib/serialized-once";
import { readerOf } from "../../../plugins/auth";
import { minerAccessRepository } from "../../accounts/miner-access.repository";
import { readAccess } from "../../accounts/read-access";
import { compactWorkerRollups } from "../rollups/compact-worker-rollups";
import { randomWorkerName } from "./random-name";
import { silentWorkersRepository } from "./silent-workers.repository";
import { workerFiguresRepository } from "./worker-figures.repository";
import { workersRepository } from "./workers.repository";
import { workersService } from "./workers.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: z.uuid() });
const owners = [
  { type: "pool", path: "/pools/:id/workers", boundary: false },
  { type: "operator", path: "/operators/:id/workers", boundary: false },
  { type: "miner", path: "/miners/:id/workers", boundary: false },
  { type: "miner", path: "/miners/:id/workers/boundary", boundary: true },
] as const;
const listDescription =
  "Hashrate figures as in workers/stats (windows end 5 minutes before now, on whole buckets). `status` absent: " +
  "every status but removed; `name`: case-insensitive substring; ties sort by name, then id, in `order`.";

/** Worker lists and statuses of pools, operators and miners; registered under /api/backend/v0.1. */
const workersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = workersService({
    repo: workersRepository(app.db),
    figures: workerFiguresRepository(app.db),
    silent: silentWorkersRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    clock: app.clock,
    compact: () => compactWorkerRollups(app.db, app.clock),
    cached: (key, load) => cachedRead(app.db, "figures", key, load),
    cachedPage: (key, load) => cachedRead(app.db, "pages", key, load),
  });

  for (const { type, path, boundary } of owners) {
    const which = boundary ? "boundary workers" : "hardware workers";
    // A miner's workers are a watcher link's `workers` section; a pool's or operator's never a watcher's.
    const config = { watcherSection: type === "miner" ? ("workers" as const) : undefined };
    // A page is kept per window end (the service's pages cache): its JSON is written once, not per request.
    const sendPage = serializedOnce();
    app.get(
      path,
      {
        onRequest: app.requireReader,
        config,
        // Up to 100 rows of 18 fields: written by fast-json-stringify, not encoded through zod first.
        serializerCompiler: jsonSchemaSerializer,
        schema: {
          tags: ["workers"],
          summary: `The ${type}'s ${which}: filtered, sorted, one page`,
          description: listDescription,
          params,
          querystring: workersListQuerySchema,
          response: { 200: workersListSchema, ...errors },
        },
      },
      async (request, reply) =>
        sendPage(
          reply,
          await service.list(readerOf(request), { type, id: request.params.id }, request.query, boundary),
        ),
    );
    app.get(
      `${path}/statuses`,
      {
        onRequest: app.requireReader,
        config,
        schema: {
          tags: ["workers"],
          summary: `How many of the ${type}'s ${which} are in each status (optional name filter)`,
          params,
          querystring: workerStatusesQuerySchema,
          response: { 200: workerStatusCountsSchema, ...errors },
        },
      },
      async (request) => ({
        data: await service.statuses(
          readerOf(request),
          { type, id: request.params.id },
          request.query.name,
          boundary,
        ),
      }),
    );
  }

  app.get(
    "/miners/:id/workers/boundary/stats",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "workers" },
      schema: {
        tags: ["workers"],
        summary: "The miner's boundary workers: figures added up, and how many are in each status",
        params,
        response: { 200: boundaryWorkersStatsSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.boundaryStats(readerOf(request), request.params.id) }),
  );

  app.get(
    "/workers/random-name",
    {
      serializerCompiler: jsonSchemaSerializer,
      schema: {
        tags: ["workers"],
        summary: "A fresh worker name suggestion, e.g. amber-falcon-42 (no credentials)",
        response: { 200: randomWorkerNameSchema },
      },
    },
    async () => ({ data: { name: randomWorkerName() } }),
  );
};

export default workersRoutes;
