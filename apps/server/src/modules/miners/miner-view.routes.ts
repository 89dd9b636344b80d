import { errorBodySchema, minerTitleBodySchema, minerViewSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead } from "../../lib/change-cache";
import { jsonSchemaSerializer } from "../../lib/json-schema-serializer";
import { callerOf, readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { minerViewRepository } from "./miner-view.repository";
import { minerViewService } from "./miner-view.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: z.uuid() });
const writers = "owner or admin of the miner, its operator or its pool";

/** `miners/{id}` and its title. Registered under /api/backend/v0.1. */
const minerViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = minerViewService({
    repo: minerViewRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    cached: (key, load) => cachedRead(app.db, "access", key, load),
  });

  app.get(
    "/miners/:id",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "dashboard" },
      // A dashboard call: written by fast-json-stringify (lib/json-schema-serializer.ts), not through zod.
      serializerCompiler: jsonSchemaSerializer,
      schema: {
        tags: ["miners"],
        summary:
          "The miner account: name, title, pool and operator, and the pool's stratum addresses (up to 3)",
        params,
        response: { 200: minerViewSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.read(readerOf(request), request.params.id) }),
  );

  app.put(
    "/miners/:id/title",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["miners"],
        summary: `Sets the miner's title (trimmed, 1-64 characters, no control characters); ${writers}`,
        params,
        body: minerTitleBodySchema,
        response: { 200: minerViewSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.setTitle(callerOf(request).user.id, request.params.id, request.body.title),
    }),
  );

  app.delete(
    "/miners/:id/title",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["miners"],
        summary: `Puts the account name back as the miner's title; ${writers}`,
        params,
        response: { 200: minerViewSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.setTitle(callerOf(request).user.id, request.params.id, null) }),
  );
};

export default minerViewRoutes;
