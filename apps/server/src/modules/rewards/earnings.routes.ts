import { earnedSchema, errorBodySchema, processingEarningsSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead } from "../../lib/change-cache";
import { jsonSchemaSerializer } from "../../lib/json-schema-serializer";
import { readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { earningsRepository } from "./earnings.repository";
import { type EarnerType, earningsService } from "./earnings.service";

const params = z.object({ id: z.uuid() });
const fromMinerParams = z.object({ id: z.uuid(), miner_id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ["rewards"];
/** The dashboard's calls: written by fast-json-stringify (lib/json-schema-serializer.ts), not through zod. */
const serializerCompiler = jsonSchemaSerializer;
const what: Record<EarnerType, string> = {
  miner: "net of fees",
  pool: "the pool fee",
  operator: "the operator's fee on its customers",
};

/** `{miners|pools|operators}/{id}/processing-earnings`, `/earned-all-time`, `{pools|operators}/{id}/earned-from-miner/{miner_id}`. */
const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = earningsService({
    db: app.db,
    repo: earningsRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    clock: app.clock,
    log: app.log,
    cached: (key, load) => cachedRead(app.db, "money", key, load),
    cachedDifficulty: (key, load) => cachedRead(app.db, "rollups", key, load),
  });
  const guardOf = (type: EarnerType) =>
    type === "miner"
      ? {
          onRequest: app.requireReader,
          preHandler: app.requireMinerRead((r) => (r.params as { id: string }).id, "payments"),
          // The dashboard's money tiles: a watcher link's `payments` section.
          config: { watcherSection: "payments" as const },
        }
      : { onRequest: app.requireReader };

  for (const [path, type] of [
    ["miners", "miner"],
    ["pools", "pool"],
    ["operators", "operator"],
  ] as const) {
    app.get(
      `/${path}/:id/processing-earnings`,
      {
        ...guardOf(type),
        serializerCompiler,
        schema: {
          tags,
          summary: `Today's earnings so far (UTC, estimated): ${what[type]}`,
          params,
          response: { 200: processingEarningsSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.processing(readerOf(request), type, request.params.id) }),
    );
    app.get(
      `/${path}/:id/earned-all-time`,
      {
        ...guardOf(type),
        serializerCompiler,
        schema: {
          tags,
          summary: `Everything the rewards credited: ${what[type]}`,
          params,
          response: { 200: earnedSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.earnedAllTime(readerOf(request), type, request.params.id) }),
    );
    if (type === "miner") continue;
    app.get(
      `/${path}/:id/earned-from-miner/:miner_id`,
      {
        onRequest: app.requireReader,
        schema: {
          tags,
          summary: `What one miner's rewards paid: ${what[type]}`,
          params: fromMinerParams,
          response: { 200: earnedSchema, ...errors },
        },
      },
      async (request) => ({
        data: await service.earnedFromMiner(
          readerOf(request),
          type,
          request.params.id,
          request.params.miner_id,
        ),
      }),
    );
  }
};
export default earningsRoutes;
