import {
  accountNameLookupQuerySchema,
  accountNameLookupSchema,
  createCustomerBodySchema,
  createdAccountSchema,
  createPoolMinerBodySchema,
  errorBodySchema,
  feeVisibilityBodySchema,
  feeVisibilitySchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { appCustomers } from "./app-customers";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.uuid() });
const customerParams = z.object({ id: z.uuid(), miner_id: z.uuid() });
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
const names =
  "account_name: 3 to 32 lowercase Latin letters and digits, not taken by a miner or an operator (field " +
  "errors required, account_name_length, match_invalid, account_name_taken).";

/** Control Hub customers, sub-accounts and pool staff's miner accounts. Registered under /api/backend/v0.1. */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, nameTaken, actorOf } = appCustomers(app);
  const access = readAccess(minerAccessRepository(app.db));
  const operatorSettings = app.requirePermission("operator", idOf, "manage_settings");

  app.post(
    "/operators/:id/miners",
    {
      onRequest: app.requireSession,
      preHandler: operatorSettings,
      schema: {
        tags: ["customers"],
        summary:
          "A new customer (email: invited as owner), a customer's sub-account, or the operator's own account",
        description: `Operator owner/admin (manage_settings); wallet_address needs payout_address (owner). ${names}`,
        params,
        body: createCustomerBodySchema,
        response: { 201: createdAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createForOperator(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    "/pools/:id/miners",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePermission("pool", idOf, "manage_settings"),
      schema: {
        tags: ["pools"],
        summary: "A miner account of the pool: the e-mail invited as its owner, else the caller owns it",
        description: `Pool owner/admin (manage_settings). ${names}`,
        params,
        body: createPoolMinerBodySchema,
        response: { 201: createdAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.createForPool(actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    "/miners/lookup-by-account-name",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["miners"],
        summary: "Whether an account name is free (for forms, as the user types); any signed-in user",
        description: `Answers only free or taken. ${names}`,
        querystring: accountNameLookupQuerySchema,
        response: { 200: accountNameLookupSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.lookup(request.query.account_name, nameTaken) }),
  );

  app.get(
    "/operators/:id/miners/:miner_id/fee-visibility",
    {
      onRequest: app.requireReader,
      schema: {
        tags: ["customers"],
        summary: "Whether the customer's own users see the operator's fee (total_fee_hide)",
        params: customerParams,
        response: { 200: feeVisibilitySchema, ...errors },
      },
    },
    async (request) => {
      await access.ensureAccount(readerOf(request), "operator", request.params.id, "dashboard");
      return { data: await service.feeVisibility(request.params.id, request.params.miner_id) };
    },
  );

  app.put(
    "/operators/:id/miners/:miner_id/fee-visibility",
    {
      onRequest: app.requireSession,
      preHandler: operatorSettings,
      schema: {
        tags: ["customers"],
        summary: "Hide (or show) the operator's fee from the customer's own users (operator owner/admin)",
        params: customerParams,
        body: feeVisibilityBodySchema,
        response: { 200: feeVisibilitySchema, ...errors },
      },
    },
    async (request) => {
      const { id, miner_id } = request.params;
      const hide = request.body.total_fee_hide;
      return { data: await service.setFeeVisibility(actorOf(request), id, miner_id, hide) };
    },
  );
  // `POST miners` with `parent_miner_id` is served by miners.routes.ts (the name step's route).
};

export default customersRoutes;
