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
  }),
  pool_settings: poolSettingsSchema,
});
export type PoolConfig = z.infer<typeof poolConfigSchema>;
