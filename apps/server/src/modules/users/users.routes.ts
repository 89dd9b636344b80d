import { errorBodySchema, identityInfoSchema, languageBodySchema, navigationSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { accountsService } from "../accounts/accounts.service";
import { permissionsRepository } from "../accounts/permissions.repository";
import { identityWallets } from "../wallets/identity-wallets";
import { usersRepository } from "./users.repository";
import { usersService } from "./users.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const identityParams = z.object({ id: z.string().describe("The identity id (`user.id` of GET identity)") });

/** The signed-in user: identity, language, navigation state. Registered under /api/backend/v0.1. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = usersService({
    users: usersRepository(app.db),
    provider: app.identityProvider,
    permissionsOf: accountsService(permissionsRepository(app.db)).permissionsOf,
    walletsOf: (userId: string) => identityWallets(app.db, userId),
  });

  app.get(
    "/identity",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["identity"],
        summary: "The signed-in user, the accounts they can switch to, their sign-in methods and wallets",
        description:
          "`user.id` is the identity id; each permission carries its account's id as `id`, ordered pool, operator, " +
          "miner, platform.",
        response: { 200: identityInfoSchema, ...errors },
      },
    },
    async (request) => service.identityInfo(callerOf(request)),
  );

  app.put(
    "/identity/language",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["identity"],
        summary: "Stores the user's interface language",
        body: languageBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.setLanguage(callerOf(request), request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/identity/:id/navigation",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["identity"],
        summary: "The SPA's stored navigation state (an object, empty at first)",
        params: identityParams,
        response: { 200: navigationSchema, ...errors },
      },
    },
    async (request) => service.navigation(callerOf(request), request.params.id),
  );

  app.put(
    "/identity/:id/navigation",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["identity"],
        summary: "Replaces the SPA's navigation state (a JSON object of at most 4096 bytes)",
        params: identityParams,
        body: navigationSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.setNavigation(callerOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default usersRoutes;
