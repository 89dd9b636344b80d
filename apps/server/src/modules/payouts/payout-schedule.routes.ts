import {
  errorBodySchema,
  jobDayBodySchema,
  payoutRunSchema,
  payoutScheduleBodySchema,
  payoutScheduleSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProductError } from "../../lib/product-error";
import { runPayouts } from "./payout-run";
import { payoutScheduleService } from "./payout-schedule.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The platform's payout schedule and the manual start of a day's payout run. */
const payoutScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = payoutScheduleService(app.db, app.clock, app.config.payoutFeeLevels);

  app.get(
    "/platform/payouts/schedule",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("read_financial"),
      schema: {
        tags: ["platform"],
        summary:
          "The daily payout time (UTC), fee level and fee per vbyte (made on first read: 14:00, MEDIUM)",
        response: { 200: payoutScheduleSchema, ...errors },
      },
    },
    async () => ({ data: await service.get() }),
  );

  app.put(
    "/platform/payouts/schedule/current",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("move_funds"),
      schema: {
        tags: ["platform"],
        summary: "Changes the fields given; `fee_per_vbyte` overrides the level's fee",
        body: payoutScheduleBodySchema,
        response: { 200: payoutScheduleSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.update(request.body) }),
  );

  app.delete(
    "/platform/payouts/schedule/current/fee-per-vbyte",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("move_funds"),
      schema: {
        tags: ["platform"],
        summary: "Drops the fee override: payouts use the level's fee again",
        response: { 200: payoutScheduleSchema, ...errors },
      },
    },
    async () => ({ data: await service.clearFeeOverride() }),
  );

  app.post(
    "/platform/jobs/payouts/run",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("move_funds"),
      schema: {
        tags: ["platform"],
        summary: "Runs the payouts of a day (today or earlier) now; 409 payout_already_processed when it ran",
        body: jobDayBodySchema,
        response: { 200: payoutRunSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const outcome = await runPayouts(app.db, app.clock, request.body.day, app.config.payoutFeeLevels);
      if (!outcome.ran && outcome.underWay)
        throw new ProductError("invalid_state", 409, `The payouts of ${request.body.day} are running now`);
      if (!outcome.ran)
        throw new ProductError(
          "payout_already_processed",
          409,
          `The payouts of ${request.body.day} ran already`,
        );
      const { day, payouts, amount } = outcome.value;
      return { data: { day, payouts, amount: Number(amount) } };
    },
  );
};
export default payoutScheduleRoutes;
