import {
  createdWatcherLinkSchema,
  createMinerWatcherBodySchema,
  errorBodySchema,
  watcherLinkListSchema,
  watcherListQuerySchema,
} from "@pithead/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import type { WatchersService } from "./watchers.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const minerParams = z.object({ id: z.uuid() });
const minerIdOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** A miner's watcher links, for its owners and administrators (every link that shows the miner). */
const minerWatchersRoutes: FastifyPluginAsyncZod<{ service: WatchersService }> = async (app, { service }) => {
  const managers = app.requirePermission("miner", minerIdOf, "manage_access");

  app.get(
    "/miners/:id/watchers",
    {
      onRequest: app.requireSession,
      preHandler: managers,
      schema: {
        tags: ["watchers"],
        summary: "The links that show this miner (newest first, paged); never their tokens",
        params: minerParams,
        querystring: watcherListQuerySchema,
        response: { 200: watcherLinkListSchema, ...errors },
      },
    },
    async (request) => service.listForMiner(request.params.id, request.query),
  );

  app.post(
    "/miners/:id/watchers",
    {
      onRequest: app.requireSession,
      preHandler: managers,
      schema: {
        tags: ["watchers"],
        summary: "Makes a read-only link to this miner; the token is answered only here",
        params: minerParams,
        body: createMinerWatcherBodySchema,
        response: { 200: createdWatcherLinkSchema, ...errors },
      },
    },
    async (request) => service.createForMiner(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    "/miners/:id/watchers/:watcherId",
    {
      onRequest: app.requireSession,
      preHandler: managers,
      schema: {
        tags: ["watchers"],
        summary: "Revokes a link that shows this miner (the whole link); it stops at once",
        params: minerParams.extend({ watcherId: z.uuid() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeForMiner(request.params.id, request.params.watcherId);
      return reply.code(204).send(null);
    },
  );
};

export default minerWatchersRoutes;
