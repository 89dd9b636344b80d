import {
  errorBodySchema,
  payoutFailedBodySchema,
  payoutRequestResultSchema,
  payoutRequestsListSchema,
  payoutRequestsQuerySchema,
  payoutSentBodySchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { payoutRequestsService } from "./payout-requests.service";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ request_id: z.uuid() });
const base = "/platform/payouts/blockchain-requests";

/** Blockchain payout requests: the list, and the manual provider's steps (sent, complete, fail, resend, reverse). */
const payoutRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = payoutRequestsService(app.db, app.clock);
  const staff = { onRequest: app.requireSession, preHandler: app.requirePlatform("move_funds") };
  const step = (summary: string) => ({
    ...staff,
    schema: { tags: ["platform"], summary, params, response: { 200: payoutRequestResultSchema, ...errors } },
  });

  app.get(
    base,
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("read_financial"),
      schema: {
        tags: ["platform"],
        summary: "Payout requests, newest first (optionally of one status), paged",
        querystring: payoutRequestsQuerySchema,
        response: { 200: payoutRequestsListSchema, ...errors },
      },
    },
    async (request) => service.list(request.query),
  );

  const sent = step("The coins went out: created -> sent, with the transaction id");
  app.post(
    `${base}/:request_id/sent`,
    { ...sent, schema: { ...sent.schema, body: payoutSentBodySchema } },
    async (request) => ({ data: await service.markSent(request.params.request_id, request.body.tx_id) }),
  );
  app.post(
    `${base}/:request_id/complete`,
    step("Confirmed on chain: sent -> completed"),
    async (request) => ({
      data: await service.complete(request.params.request_id),
    }),
  );
  const fail = step("The payout failed: created|sent -> failed, with the reason");
  app.post(
    `${base}/:request_id/fail`,
    { ...fail, schema: { ...fail.schema, body: payoutFailedBodySchema } },
    async (request) => ({ data: await service.fail(request.params.request_id, request.body.reason) }),
  );
  app.post(`${base}/:request_id/resend`, step("Try again: failed -> created"), async (request) => ({
    data: await service.resend(request.params.request_id),
  }));
  app.post(
    `${base}/:request_id/reverse`,
    step("Cancel: created|failed -> canceled; the amount returns to the miner's balance"),
    async (request) => ({ data: await service.reverse(request.params.request_id) }),
  );
};
export default payoutRequestsRoutes;
