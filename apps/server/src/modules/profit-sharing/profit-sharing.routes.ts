import {
  errorBodySchema,
  profitSharingBodySchema,
  profitSharingEndedSchema,
  profitSharingHistorySchema,
  profitSharingResultSchema,
  profitSharingsSchema,
  recipientAccountNameSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { profitSharingService } from "./profit-sharing.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const writeErrors = { ...errors, 409: errorBodySchema };
const tags = ["profit-sharing"];
const minerParams = z.object({ id: z.uuid() });
const recipientParams = z.object({ id: z.uuid(), recipient: recipientAccountNameSchema });
const starts =
  "A new split or a change starts at 00:00 UTC of the next day (SPEC section 5); an ended split pays through today.";

/** Profit splits (registered under /api/backend/v0.1): `miners/{id}/profit-sharings[/{recipient}]`. */
const profitSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = profitSharingService({ db: app.db, clock: app.clock });
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;
  // After the schema: an id that is no uuid is a 400, never a query.
  const read = { onRequest: app.requireReader, preHandler: app.requireMinerRead(idOf, "payments") };
  const write = {
    onRequest: app.requireSession,
    preHandler: app.requirePermission("miner", idOf, "manage_settings"),
  };

  app.get(
    "/miners/:id/profit-sharings",
    {
      ...read,
      schema: {
        tags,
        summary: "The miner's splits as donor and as recipient (in force, scheduled, recently ended)",
        params: minerParams,
        response: { 200: profitSharingsSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(request.params.id) }),
  );

  app.get(
    "/miners/:id/profit-sharings/:recipient",
    {
      ...read,
      schema: {
        tags,
        summary: "Every version of the miner's split to one recipient (by account name), newest first",
        params: recipientParams,
        response: { 200: profitSharingHistorySchema, ...errors },
      },
    },
    async (request) => ({ data: await service.history(request.params.id, request.params.recipient) }),
  );

  app.put(
    "/miners/:id/profit-sharings/:recipient",
    {
      ...write,
      schema: {
        tags,
        summary: "Share a percent of the miner's net reward with a miner of its pool (owner/admin; aal2)",
        description: `${starts} A change names the running version it replaces (\`replaces\`): without it, 409 profit_sharing_exists.`,
        params: recipientParams,
        body: profitSharingBodySchema,
        response: { 200: profitSharingResultSchema, ...writeErrors },
      },
    },
    async (request) => ({
      data: await service.put(
        callerOf(request).user.id,
        request.params.id,
        request.params.recipient,
        request.body.percent,
        request.body.replaces,
      ),
    }),
  );

  app.delete(
    "/miners/:id/profit-sharings/:recipient",
    {
      ...write,
      schema: {
        tags,
        summary: "End the miner's split to a recipient (owner/admin; aal2)",
        description: starts,
        params: recipientParams,
        response: { 200: profitSharingEndedSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.end(callerOf(request).user.id, request.params.id, request.params.recipient),
    }),
  );
};

export default profitSharingRoutes;
