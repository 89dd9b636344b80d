import { z } from "zod";
import { languages } from "./languages";

export const appThemes = ["default", "headframe"] as const;
export type AppTheme = (typeof appThemes)[number];

export const addressTypes = ["api", "auth", "stratum"] as const;

export const addressSchema = z.object({
  type: z.enum(addressTypes),
  address: z.string(),
});

/** The global pool settings object (SPEC section 3); the platform edits it later. */
export const poolSettingsSchema = z.object({
  mining_report: z.boolean(),
  tax_calculator: z.boolean(),
  extra_currencies: z.array(z.string()),
  app_theme: z.enum(appThemes),
  terms_url: z.string(),
});
export type PoolSettings = z.infer<typeof poolSettingsSchema>;

const chatWidgetSchema = z
  .object({ app_id: z.string(), script_url: z.string() })
  .nullable()
  .describe("null: this chat widget is not configured");

/**
 * The third parties the SPA may talk to (issue 17), each null when the server has no configuration for it:
 * then the SPA loads nothing of it and makes no request to it. Never a secret.
 */
export const integrationsSchema = z.object({
  sentry: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
  amplitude: z.object({ api_key: z.string(), server_url: z.string().nullable() }).nullable(),
  chat: z.object({ intercom: chatWidgetSchema, dashly: chatWidgetSchema, carrot_quest: chatWidgetSchema }),
});
export type Integrations = z.infer<typeof integrationsSchema>;

/** `GET /api/backend/v0.1/pools/current`: the configuration the SPA boots from. */
export const poolConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  addresses: z.array(addressSchema),
  settings: z.object({
    default_language: z.enum(languages),
    available_languages: z.array(z.enum(languages)),
    /** Where and how often the SPA polls BTC prices (RATES_PROVIDER_URL, RATES_REFRESH_MS). */
    exchange_rates: z.object({ refresh_ms: z.number().int(), provider_url: z.string() }),
    /** The daily automatic payout run, "HH:MM" UTC: the platform's payout schedule (14:00 by default). */
    payout_time_utc: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    integrations: integrationsSchema,
  }),
  pool_settings: poolSettingsSchema,
});
export type PoolConfig = z.infer<typeof poolConfigSchema>;
