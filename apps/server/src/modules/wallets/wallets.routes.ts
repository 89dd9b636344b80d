import {
  errorBodySchema,
  paymentLimitBodySchema,
  paymentLimitSchema,
  walletAddressBodySchema,
  walletAddressCreatedSchema,
  walletAddressesSchema,
  walletSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, readerOf } from "../../plugins/auth";
import { walletsService } from "./wallets.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const walletParams = z.object({ wallet_id: z.uuid() });
const limits = [
  ["min", "min-payments", "The smallest balance paid out (at least the pool's floor)"],
  ["max", "max-payments", "The largest single payout (0: no limit; else at least the minimum)"],
] as const;

/** Wallets: `miners/{id}/wallet`, `operators/{id}/wallet`, `wallets/{wallet_id}/addresses`, `.../min-payments`, `.../max-payments`. */
const walletsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = walletsService(app.db, app.clock);

  app.get(
    "/miners/:id/wallet",
    {
      onRequest: app.requireReader,
      schema: {
        tags: ["wallets"],
        summary: "The miner's BTC wallet (made on first read with the pool's default minimum payment)",
        params: z.object({ id: z.uuid() }),
        response: { 200: walletSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.walletOf(readerOf(request), { type: "miner", id: request.params.id }),
    }),
  );

  app.get(
    "/operators/:id/wallet",
    {
      onRequest: app.requireReader,
      schema: {
        tags: ["wallets"],
        summary:
          "The Control Hub operator's BTC wallet for its fee income (made on first read with the pool's default " +
          "minimum payment); paid out on the pool's schedule under a miner's rules",
        params: z.object({ id: z.uuid() }),
        response: { 200: walletSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.walletOf(readerOf(request), { type: "operator", id: request.params.id }),
    }),
  );

  app.get(
    "/wallets/:wallet_id/addresses",
    {
      onRequest: app.requireReader,
      schema: {
        tags: ["wallets"],
        summary: "Every address the wallet has had, newest (current) first",
        params: walletParams,
        response: { 200: walletAddressesSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.addresses(readerOf(request), request.params.wallet_id) }),
  );

  app.post(
    "/wallets/:wallet_id/addresses",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["wallets"],
        summary:
          "Sets the payout address (Bitcoin mainnet P2PKH, P2SH, bech32, bech32m); payouts pause 24 h (201). " +
          "The current address again changes nothing (200)",
        params: walletParams,
        body: walletAddressBodySchema,
        response: { 200: walletAddressCreatedSchema, 201: walletAddressCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = callerOf(request).user.id;
      const result = await service.addAddress(userId, request.params.wallet_id, request.body.address);
      return reply.code(result.created ? 201 : 200).send({ data: result.address });
    },
  );

  for (const [which, path, summary] of limits) {
    app.get(
      `/wallets/:wallet_id/${path}`,
      {
        onRequest: app.requireReader,
        schema: {
          tags: ["wallets"],
          summary,
          params: walletParams,
          response: { 200: paymentLimitSchema, ...errors },
        },
      },
      async (request) => ({
        data: { amount: await service.limit(readerOf(request), request.params.wallet_id, which) },
      }),
    );
    app.post(
      `/wallets/:wallet_id/${path}`,
      {
        onRequest: app.requireSession,
        schema: {
          tags: ["wallets"],
          summary: `Sets it (satoshis). ${summary}`,
          params: walletParams,
          body: paymentLimitBodySchema,
          response: { 200: paymentLimitSchema, ...errors },
        },
      },
      async (request) => {
        const userId = callerOf(request).user.id;
        const amount = await service.setLimit(userId, request.params.wallet_id, which, request.body.amount);
        return { data: { amount } };
      },
    );
  }
};
export default walletsRoutes;
