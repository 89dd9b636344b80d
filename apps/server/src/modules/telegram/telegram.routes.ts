import { errorBodySchema, telegramChatSchema, telegramInviteSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { telegramService } from "./telegram.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.string().max(64).describe("The identity id (`user.id` of GET identity)") });
const tags = ["notifications"];

/**
 * Linking a Telegram chat (registered under /api/backend/v0.1): the signed-in user's own. With
 * TELEGRAM_WEBHOOK_URL, also `POST telegram/webhook` for Telegram's updates (secret token header; not in the API
 * document).
 */
const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = telegramService({ db: app.db, clock: app.clock, bot: app.telegram, config: app.config });

  app.post(
    "/identity/:id/telegram/invites",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary:
          "Make a one-time Telegram link (15 minutes) that links the chat opening it; older links stop working",
        params,
        response: { 200: telegramInviteSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => ({ data: await service.createInvite(callerOf(request), request.params.id) }),
  );

  app.get(
    "/identity/:id/telegram/invites/current",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "The pending Telegram link (404 when none)",
        params,
        response: { 200: telegramInviteSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.currentInvite(callerOf(request), request.params.id) }),
  );

  app.get(
    "/identity/:id/telegram/chats/current",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "The linked Telegram chat (404 when none)",
        params,
        response: { 200: telegramChatSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.currentChat(callerOf(request), request.params.id) }),
  );

  app.delete(
    "/identity/:id/telegram/chats/current",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Unlink the Telegram chat (204 also when none was linked)",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unlink(callerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  const webhook = app.telegram?.webhook;
  if (webhook) {
    // Telegram's servers, not a user: no session, no per-address limit; grammY checks the secret token header.
    app.post(
      "/telegram/webhook",
      { schema: { hide: true }, config: { rateLimit: false } },
      (request, reply) => webhook(request, reply),
    );
  }
};

export default telegramRoutes;
