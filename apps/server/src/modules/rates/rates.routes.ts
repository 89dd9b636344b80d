import { errorBodySchema, tickerPriceRowSchema, tickerPriceSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ratesServiceOf, symbolsOf } from "./rates.service";

const query = z.object({
  symbol: z.string().max(20).optional().describe("One symbol: answers one object, as Binance does"),
  symbols: z
    .string()
    .max(1000)
    .optional()
    .describe('A JSON array, e.g. ["BTCUSDT","BTCRUB"]; neither: every symbol'),
});

/** `GET /api/v3/ticker/price` (no prefix, no credentials): BTC prices in the Binance shape. */
const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ratesServiceOf(app.db, app.clock, app.log, app.config.rates);

  app.get(
    "/api/v3/ticker/price",
    {
      schema: {
        tags: ["rates"],
        summary: "BTC prices (BTCUSDT, BTCRUB) as Binance answers them; never fails for an upstream outage",
        description:
          "From the configured upstream (RATES_UPSTREAM_URL, cached RATES_CACHE_SECONDS); when it fails, the last " +
          "stored price, else RATES_FALLBACK. Prices are decimal strings. An unknown symbol is 400.",
        querystring: query,
        response: { 200: z.union([tickerPriceSchema, tickerPriceRowSchema]), 400: errorBodySchema },
      },
    },
    async (request) => {
      const symbols = symbolsOf(request.query);
      const rows = await service.prices(symbols);
      return request.query.symbol !== undefined && rows[0] ? rows[0] : rows;
    },
  );
};
export default ratesRoutes;
