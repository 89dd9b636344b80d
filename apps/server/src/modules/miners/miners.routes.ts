import {
  createdMinerSchema,
  createOwnMinerBodySchema,
  errorBodySchema,
  minerDeletionSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { appCustomers } from "../customers/app-customers";
import { applySignupCode } from "../promocodes/signup-code";
import { minersRepository } from "./miners.repository";
import { minersService } from "./miners.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const minerParams = z.object({ id: z.uuid() });

/** Registered under /api/backend/v0.1. */
const minersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = minersService({
    repo: minersRepository(app.db),
    clock: app.clock,
  });
  const customers = appCustomers(app);

  app.post(
    "/miners",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["miners"],
        summary: "The name step: creates the caller's own miner account (3-32 lowercase letters and digits)",
        description:
          "With parent_miner_id: another account of that miner's owners (a sub-account), in its pool and under " +
          "its operator; needs manage_settings on the parent (owner/admin). Without: the name step " +
          "(user_already_has_miner when the caller owns a miner). promocode (name step only): a promo code, else a " +
          "referral code, applied after the account is made; the answer's promocode says whether it applied " +
          "(kind null with reason not_found: no such code).",
        body: createOwnMinerBodySchema,
        response: { 201: createdMinerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account_name, parent_miner_id } = request.body;
      if (parent_miner_id) {
        const sub = await customers.service.createSubOfMiner(
          customers.actorOf(request),
          parent_miner_id,
          account_name,
        );
        return reply.code(201).send({ id: sub.id, account_name: sub.account_name });
      }
      const caller = callerOf(request);
      const created = await service.create(caller, account_name);
      const code = request.body.promocode?.trim();
      if (!code) return reply.code(201).send(created);
      const { id, email } = caller.user;
      const promocode = await applySignupCode(app.db, app.clock, request.log, {
        code,
        minerId: created.id,
        user: { id, email },
      });
      return reply.code(201).send({ ...created, promocode });
    },
  );

  app.delete(
    "/miners/:id",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePermission(
        "miner",
        (request) => (request.params as { id: string }).id,
        "delete_account",
      ),
      schema: {
        tags: ["miners"],
        summary: "Asks to delete a miner account (owner only; aal2 when the owner has a second factor)",
        params: minerParams,
        response: { 202: minerDeletionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.requestDeletion(callerOf(request), request.params.id);
      return reply.code(202).send(result);
    },
  );
};

export default minersRoutes;
