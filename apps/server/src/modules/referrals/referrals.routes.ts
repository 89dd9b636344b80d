import {
  errorBodySchema,
  referralsQuerySchema,
  referralsSchema,
  referralTermsBodySchema,
  referralTermsResultSchema,
  referrerCodeResultSchema,
  referrerCodesSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { referralsService } from "./referrals.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ["referrals"];
/** A miner's or a pool's id. */
const minerParams = z.object({ id: z.uuid() });

/**
 * Referral codes and referrals (registered under /api/backend/v0.1). Reads need a session with the miner's
 * payments section (a watcher link has no referrals section); a new code needs `manage_settings` (owner/admin).
 */
const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = referralsService({ db: app.db, clock: app.clock, publicUrl: app.config.publicUrl });
  const access = readAccess(minerAccessRepository(app.db));
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  const read = {
    onRequest: app.requireSession,
    preHandler: async (request: Parameters<typeof callerOf>[0]) => {
      await access.ensureMiners(
        { userId: callerOf(request).user.id, watcher: null },
        [idOf(request)],
        "payments",
      );
    },
  };

  app.get(
    "/miners/:id/referrer-codes",
    {
      ...read,
      schema: {
        tags,
        summary: "The miner's referral codes and share links (the first read makes one) and the pool's terms",
        params: minerParams,
        response: { 200: referrerCodesSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.codes(request.params.id) }),
  );

  app.post(
    "/miners/:id/referrer-codes",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePermission("miner", idOf, "manage_settings"),
      schema: {
        tags,
        summary: "One more referral code for the miner (owner/admin; aal2)",
        params: minerParams,
        response: { 201: referrerCodeResultSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.create(request.params.id) }),
  );

  app.get(
    "/pools/:id/referral-terms",
    {
      onRequest: app.requireReader,
      preHandler: async (request: Parameters<typeof readerOf>[0]) => {
        await access.ensureAccount(readerOf(request), "pool", idOf(request), "dashboard");
      },
      schema: {
        tags,
        summary: "What a referral pays the referrer from the pool's fee, and for how many days",
        params: minerParams,
        response: { 200: referralTermsResultSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.poolTerms(request.params.id) }),
  );

  app.put(
    "/pools/:id/referral-terms",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePermission("pool", idOf, "manage_settings"),
      schema: {
        tags,
        summary: "Set the pool's referral terms for referrals made from now on (pool owner/admin; aal2)",
        params: minerParams,
        body: referralTermsBodySchema,
        response: { 200: referralTermsResultSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.setPoolTerms(request.params.id, request.body) }),
  );

  app.get(
    "/miners/:id/referrals",
    {
      ...read,
      schema: {
        tags,
        summary: "The miners that signed up with the miner's codes and what each brought it",
        params: minerParams,
        querystring: referralsQuerySchema,
        response: { 200: referralsSchema, ...errors },
      },
    },
    async (request) => service.list(request.params.id, request.query.page, request.query.per_page),
  );
};

export default referralsRoutes;
