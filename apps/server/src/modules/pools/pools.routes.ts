import { errorBodySchema, poolConfigSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicIntegrations } from "../../integrations-config";
import { poolsRepository } from "./pools.repository";
import { poolsService } from "./pools.service";

/** Registered under /api/backend/v0.1. */
const poolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = poolsService(poolsRepository(app.db), {
    publicUrl: app.config.publicUrl,
    identityUrl: app.config.identityUrl,
    exchangeRates: {
      refresh_ms: app.config.rates.refreshMs,
      provider_url: app.config.rates.providerUrl,
    },
    integrations: publicIntegrations(app.config.integrations),
  });

  app.get(
    "/pools/current",
    {
      schema: {
        tags: ["pools"],
        summary: "Configuration of the current pool: addresses, languages and pool settings",
        response: { 200: poolConfigSchema, 404: errorBodySchema },
      },
    },
    async () => service.currentConfig(),
  );
};

export default poolsRoutes;
