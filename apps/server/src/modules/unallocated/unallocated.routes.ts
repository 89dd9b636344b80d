import {
  errorBodySchema,
  unallocatedFundsListSchema,
  unallocatedFundsQuerySchema,
  unallocatedFundsResultSchema,
  unallocatedRefundBodySchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { unallocatedService } from "./unallocated.service";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const base = "/platform/rewards/unallocated-funds";

/** Unallocated funds (unknown accounts' shares of settled days): the list, and a refund to a miner. */
const unallocatedRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = unallocatedService(app.db, app.clock);

  app.get(
    base,
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("read_financial"),
      schema: {
        tags: ["rewards"],
        summary: "Unallocated funds, newest first (optionally only unallocated or refunded ones), paged",
        querystring: unallocatedFundsQuerySchema,
        response: { 200: unallocatedFundsListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );
  app.post(
    `${base}/:transaction_id/refund`,
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("move_funds"),
      schema: {
        tags: ["rewards"],
        summary: "Refund unallocated funds to the miner with this account name (once)",
        params: z.object({ transaction_id: z.uuid() }),
        body: unallocatedRefundBodySchema,
        response: { 200: unallocatedFundsResultSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.refund(
        request.params.transaction_id,
        request.body.account_name,
        callerOf(request).user.id,
      ),
    }),
  );
};
export default unallocatedRoutes;
