import {
  errorBodySchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { preferencesService } from "./preferences.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().max(64).describe("The identity id (`user.id` of GET identity)") });

/** Notification preferences (registered under /api/backend/v0.1): the signed-in user's own. */
const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = preferencesService({ db: app.db, clock: app.clock, telegram: app.telegram !== null });

  app.get(
    "/identity/:id/notifications/preferences",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["notifications"],
        summary: "The user's notification choices per event and channel, for all accounts and per account",
        params,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(callerOf(request), request.params.id) }),
  );

  app.put(
    "/identity/:id/notifications/preferences",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["notifications"],
        summary: "Replace the user's notification choices (security e-mails stay on)",
        params,
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.put(callerOf(request), request.params.id, request.body),
    }),
  );
};

export default preferencesRoutes;
