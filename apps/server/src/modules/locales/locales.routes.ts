import { errorBodySchema, isLanguage, languages } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pickEncoding } from "../../lib/content-encoding";
import { ProductError } from "../../lib/product-error";
import { localeStore } from "./locales.service";

const translationsSchema = z.record(z.string(), z.unknown()).describe("All translations of one language");

const localesRoutes: FastifyPluginAsyncZod<{ localesDir: string }> = async (app, opts) => {
  const store = localeStore(opts.localesDir, app.config.isProduction ? {} : { reloadMs: 1000 });

  app.get(
    "/static/locales/:lng.json",
    {
      schema: {
        tags: ["meta"],
        summary: "Translations of one interface language",
        params: z.object({ lng: z.string().describe(`One of ${languages.join(", ")}`) }),
        response: { 200: translationsSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { lng } = request.params;
      if (!isLanguage(lng)) throw ProductError.notFound(`Unknown language "${lng.slice(0, 16)}"`);
      // Already-serialized (and compressed) JSON: sent as is, no per-request stringify or schema pass.
      const forms = store.get(lng);
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      reply
        .header("cache-control", "public, max-age=300")
        .header("vary", "accept-encoding")
        .type("application/json; charset=utf-8");
      if (encoding) reply.header("content-encoding", encoding);
      // A Buffer skips the serializer (the schema documents the decoded JSON).
      const body = encoding ? forms.get(encoding) : forms.raw;
      return reply.send(body as unknown as Record<string, unknown>);
    },
  );
};

export default localesRoutes;
