import {
  createdWatcherLinkSchema,
  createIdentityWatcherBodySchema,
  errorBodySchema,
  watcherCheckSchema,
  watcherLinkListSchema,
  watcherListQuerySchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProductError } from "../../lib/product-error";
import { callerOf } from "../../plugins/auth";
import minerWatchersRoutes from "./miner-watchers.routes";
import { watcherCheckView } from "./watcher-views";
import { watchersRepository } from "./watchers.repository";
import { watchersService } from "./watchers.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const identityParams = z.object({ id: z.string().describe("The identity id (`user.id` of GET identity)") });
const token = z.string().min(1).max(256);

/** Watcher links of the signed-in user, and the public token check. Registered under /api/backend/v0.1. */
const watchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = watchersService({
    repo: watchersRepository(app.db),
    clock: app.clock,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    "/identity/:id/watchers",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["watchers"],
        summary: "The watcher links the caller made (newest first); never their tokens",
        params: identityParams,
        querystring: watcherListQuerySchema,
        response: { 200: watcherLinkListSchema, ...errors },
      },
    },
    async (request) => service.listForIdentity(callerOf(request), request.params.id, request.query),
  );

  app.post(
    "/identity/:id/watchers",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["watchers"],
        summary:
          "Makes a read-only link to some or all of the caller's miners; the token is answered only here",
        params: identityParams,
        body: createIdentityWatcherBodySchema,
        response: { 200: createdWatcherLinkSchema, ...errors },
      },
    },
    async (request) => service.createForIdentity(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    "/identity/:id/watchers/:token",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["watchers"],
        summary: "Revokes one of the caller's links, named by its token or by its id; it stops at once",
        params: identityParams.extend({ token }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeForIdentity(callerOf(request), request.params.id, request.params.token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/watchers/:token",
    {
      schema: {
        tags: ["watchers"],
        summary: "Checks a watcher token (no credentials): the miners it shows, each as a permission",
        params: z.object({ token }),
        querystring: z.object({
          pid: z.string().max(64).optional().describe("The watched miner the page asks for"),
        }),
        response: { 200: watcherCheckSchema, ...errors },
      },
    },
    async (request) => {
      const watcher = await service.resolve(request.params.token);
      if (!watcher)
        throw ProductError.notFound("The watcher link does not exist, has expired or was revoked");
      return watcherCheckView(watcher);
    },
  );

  await app.register(minerWatchersRoutes, { service });
};

export default watchersRoutes;
