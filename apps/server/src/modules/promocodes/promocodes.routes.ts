import {
  appliedPromocodeResultSchema,
  applyPromocodeBodySchema,
  errorBodySchema,
  generatedPromocodeSchema,
  promocodeBodySchema,
  promocodeResultSchema,
  promocodesListSchema,
  promocodesQuerySchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendRetryAfter } from "../../lib/rate-limited";
import { callerOf } from "../../plugins/auth";
import { permissionsRepository } from "../accounts/permissions.repository";
import { applyLimit } from "./apply-limit";
import { promocodesRepository } from "./promocodes.repository";
import { promocodesService } from "./promocodes.service";

const params = z.object({ id: z.uuid() });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const tags = ["promocodes"];
const rules =
  "Platform owner/admin (manage_settings). fee_value: percent 0..100 with up to 4 decimals (kept as ppm); " +
  "exactly one of duration_days and perpetual; effective_to not before effective_from. 409 " +
  "promocode_already_exists for a taken code; 400 promocode_users_not_found (field allowed_users) naming the " +
  "allowed e-mails no user has.";

/** The platform's promo codes, and applying one to a miner. Registered under /api/backend/v0.1. */
const promocodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = promocodesService({
    repo: promocodesRepository(app.db),
    clock: app.clock,
    db: app.db,
    permissions: permissionsRepository(app.db),
    limit: applyLimit(app.db, app.clock),
  });
  const readers = { onRequest: app.requireSession, preHandler: app.requirePlatform("read_financial") };
  const writers = { onRequest: app.requireSession, preHandler: app.requirePlatform("manage_settings") };

  app.get(
    "/platform/promocodes",
    {
      ...readers,
      schema: {
        tags,
        summary:
          "The promo codes, newest first: filters status and type, search by a part of the code, pages",
        querystring: promocodesQuerySchema,
        response: { 200: promocodesListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post(
    "/platform/promocodes",
    {
      ...writers,
      schema: {
        tags,
        summary: "A new promo code",
        description: rules,
        body: promocodeBodySchema,
        response: { 201: promocodeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.create(callerOf(request).user.id, request.body);
      return reply.code(201).send({ data });
    },
  );
  app.post(
    "/platform/promocodes/generate",
    {
      ...writers,
      schema: {
        tags,
        summary: "A free readable code such as PH-7KQ4-M2XD (not stored: POST platform/promocodes stores it)",
        response: { 200: generatedPromocodeSchema, ...errors },
      },
    },
    async () => ({ data: await service.generate() }),
  );
  app.get(
    "/platform/promocodes/:id",
    {
      ...readers,
      schema: {
        tags,
        summary: "A promo code",
        params,
        response: { 200: promocodeResultSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.get(request.params.id) }),
  );
  app.put(
    "/platform/promocodes/:id",
    {
      ...writers,
      schema: {
        tags,
        summary: "Change a promo code (the whole code: every field as in POST)",
        description: rules,
        params,
        body: promocodeBodySchema,
        response: { 200: promocodeResultSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(request.params.id, request.body) }),
  );
  app.post(
    "/promocodes/apply",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Apply a promo code to a miner (its owner or admin: manage_settings on the miner; aal2)",
        description:
          "The fee period starts tomorrow (UTC, the next settlement day) and lasts duration_days (end inclusive) " +
          "or has no end when the code is perpetual; abs: the fee becomes fee_value, rel: the miner's pool fee in " +
          "force on the start day less fee_value (not below 0). Once per miner (409 promocode_already_applied); 404 " +
          "not_found for an unknown code; 400 with a field error on code: promocode_inactive, " +
          "promocode_not_started, promocode_expired, promocode_not_allowed (user_restriction), " +
          "promocode_welcome_only_new (welcome: miners without a reward yet), promocode_loyalty_only_rewarded " +
          "(loyalty: miners with rewards), promocode_used_up (usage_limit), promocode_user_limit_reached " +
          "(user_usage_limit). Failed applies (any of these refusals) are limited to 10 an hour per user and " +
          "per client address; past that every apply answers 429 rate_limited with retry_after_seconds (and a " +
          "Retry-After header) until the oldest failure is an hour old. Successes do not count.",
        body: applyPromocodeBodySchema,
        response: { 201: appliedPromocodeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = callerOf(request);
      try {
        const data = await service.apply({ id: user.id, email: user.email }, request.body, request.ip);
        return reply.code(201).send({ data });
      } catch (err) {
        sendRetryAfter(reply, err);
        throw err;
      }
    },
  );
};
export default promocodesRoutes;
