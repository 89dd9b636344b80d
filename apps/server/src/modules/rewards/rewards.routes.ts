import {
  errorBodySchema,
  jobDayBodySchema,
  rateSourcesSchema,
  rewardRateBodySchema,
  rewardRateCreatedSchema,
  rewardRatesSchema,
  rewardRunSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ProductError } from "../../lib/product-error";
import { callerOf } from "../../plugins/auth";
import earningsRoutes from "./earnings.routes";
import { rateSources } from "./rate-source";
import { ratesRepository } from "./rates.repository";
import { ratesService } from "./rates.service";
import { runRewards } from "./reward-run";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const tags = ["rewards"];
const rule =
  "gross = floor(S x 2^32 x rate_msats / (86400 x 10^12 x 1000)) satoshis for a day's accepted difficulty S; " +
  "net = floor(gross x (10^6 - pool ppm - operator ppm) / 10^6); the operator's part floored, the rest the pool's.";

/** Reward rates, the reward run (platform), and the earnings reads. Registered under /api/backend/v0.1. */
const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rates = ratesService({
    repo: ratesRepository(app.db),
    sources: rateSources(app.config),
    clock: app.clock,
  });
  const platformReaders = app.requirePlatform("read_financial");

  app.get(
    "/platform/rewards/rates",
    {
      onRequest: app.requireSession,
      preHandler: platformReaders,
      schema: {
        tags,
        summary: "The FPPS rate in force today and every rate set, newest first",
        response: { 200: rewardRatesSchema, ...errors },
      },
    },
    async () => ({ data: await rates.list() }),
  );
  app.get(
    "/platform/rewards/rates/external-sources",
    {
      onRequest: app.requireSession,
      preHandler: platformReaders,
      schema: {
        tags,
        summary: "The external rate sources this server offers, and whether each is configured",
        response: { 200: rateSourcesSchema, ...errors },
      },
    },
    async () => ({ data: rates.sources() }),
  );
  app.put(
    "/platform/rewards/rates/current",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("move_funds"),
      schema: {
        tags,
        summary: "Set the FPPS rate (manual, or fetched from an external source) from a settlement day",
        body: rewardRateBodySchema,
        response: { 200: rewardRateCreatedSchema, ...errors },
      },
    },
    async (request) => ({ data: await rates.setCurrent(callerOf(request).user.id, request.body) }),
  );
  app.post(
    "/platform/jobs/rewards/run",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("manage_settings"),
      schema: {
        tags,
        summary: "Credit the FPPS rewards of a finished settlement day (once per day)",
        description: rule,
        body: jobDayBodySchema,
        response: { 200: rewardRunSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await runRewards(app.db, app.clock, request.body.day, { log: request.log });
      if (!outcome.ran && outcome.underWay) {
        throw new ProductError(
          "invalid_state",
          409,
          `The rewards of ${request.body.day} are being credited now`,
        );
      }
      if (!outcome.ran) {
        throw new ProductError(
          "reward_already_processed",
          409,
          `The rewards of ${request.body.day} are credited already`,
        );
      }
      const { day, miners, gross, fee, net } = outcome.value;
      return { data: { day, miners, gross: Number(gross), fee: Number(fee), net: Number(net) } };
    },
  );

  await app.register(earningsRoutes);
};
export default rewardsRoutes;
