import { addressTypes, appThemes, type ErrorBody, languages, type PoolConfig } from "@pithead/contract";
import * as v from "valibot";

/**
 * The checks of the answers the app shell reads before any page (the configuration, the build version, the product
 * error body), written with valibot: the contract's zod schemas (`poolConfigSchema`, `versionSchema`,
 * `errorBodySchema`, which the server answers with) cost 12.7 kB compressed even as `zod/mini`, these about 1 kB,
 * which keeps a first visit inside its JavaScript budget (issue 42). `response-schemas.test.ts` checks that they
 * accept and refuse what the contract's do. A chunk of its own, loaded through `loadResponseSchemas()` in parallel
 * with the request that needs it.
 */

const int = v.pipe(v.number(), v.integer());
const nullableChat = v.nullable(v.object({ app_id: v.string(), script_url: v.string() }));

const poolConfigSchema = v.object({
  id: v.string(),
  name: v.string(),
  addresses: v.array(v.object({ type: v.picklist(addressTypes), address: v.string() })),
  settings: v.object({
    default_language: v.picklist(languages),
    available_languages: v.array(v.picklist(languages)),
    exchange_rates: v.object({ refresh_ms: int, provider_url: v.string() }),
    payout_time_utc: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
    integrations: v.object({
      sentry: v.nullable(v.object({ dsn: v.string(), environment: v.string() })),
      amplitude: v.nullable(v.object({ api_key: v.string(), server_url: v.nullable(v.string()) })),
      chat: v.object({ intercom: nullableChat, dashly: nullableChat, carrot_quest: nullableChat }),
    }),
  }),
  pool_settings: v.object({
    mining_report: v.boolean(),
    tax_calculator: v.boolean(),
    extra_currencies: v.array(v.string()),
    app_theme: v.picklist(appThemes),
    terms_url: v.string(),
  }),
});

const versionSchema = v.object({ version: v.string() });

const errorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  fields: v.optional(v.array(v.object({ name: v.string(), text: v.string() }))),
  fields_total: v.optional(int),
  retry_after_seconds: v.optional(int),
});

/** `pools/current`'s answer as the contract's `PoolConfig` (unknown fields dropped); throws when it is not one. */
export function parsePoolConfig(raw: unknown): PoolConfig {
  return v.parse(poolConfigSchema, raw);
}

/** `meta/version.json`'s version; throws when the answer has none. */
export function parseVersion(raw: unknown): string {
  return v.parse(versionSchema, raw).version;
}

/** A product error body `{code, message, fields?}`, or null when the answer is not one. */
export function parseErrorBody(raw: unknown): ErrorBody | null {
  const result = v.safeParse(errorBodySchema, raw);
  return result.success ? result.output : null;
}
