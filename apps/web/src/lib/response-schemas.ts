import { addressTypes, appThemes, type ErrorBody, languages, type PoolConfig } from "@pithead/contract";
import { z } from "zod/mini";

/**
 * The schemas the app shell checks answers with (the configuration, the build version, the product error body),
 * written with `zod/mini`: the contract's schemas (`poolConfigSchema`, `versionSchema`, `errorBodySchema`, which
 * the server answers with) in the tree-shakable form, so a first visit does not load the whole of zod (21 kB
 * compressed, issue 42). `response-schemas.test.ts` checks that they accept and refuse what the contract's do. A
 * chunk of its own, loaded through `loadResponseSchemas()` in parallel with the request that needs it.
 */

const nullableChat = z.nullable(z.object({ app_id: z.string(), script_url: z.string() }));

export const poolConfigSchema: z.ZodMiniType<PoolConfig> = z.object({
  id: z.string(),
  name: z.string(),
  addresses: z.array(z.object({ type: z.enum(addressTypes), address: z.string() })),
  settings: z.object({
    default_language: z.enum(languages),
    available_languages: z.array(z.enum(languages)),
    exchange_rates: z.object({ refresh_ms: z.int(), provider_url: z.string() }),
    payout_time_utc: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
    integrations: z.object({
      sentry: z.nullable(z.object({ dsn: z.string(), environment: z.string() })),
      amplitude: z.nullable(z.object({ api_key: z.string(), server_url: z.nullable(z.string()) })),
      chat: z.object({ intercom: nullableChat, dashly: nullableChat, carrot_quest: nullableChat }),
    }),
  }),
  pool_settings: z.object({
    mining_report: z.boolean(),
    tax_calculator: z.boolean(),
    extra_currencies: z.array(z.string()),
    app_theme: z.enum(appThemes),
    terms_url: z.string(),
  }),
});

export const versionSchema = z.object({ version: z.string() });

export const errorBodySchema: z.ZodMiniType<ErrorBody> = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.array(z.object({ name: z.string(), text: z.string() }))),
  fields_total: z.optional(z.int()),
  retry_after_seconds: z.optional(z.int()),
});
