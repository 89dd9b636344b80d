import {
  type AppTheme,
  appThemes,
  defaultLanguage,
  type Integrations,
  languages,
  type PoolConfig,
} from "@pithead/contract";
import { ProductError } from "../../lib/product-error";
import type { PoolsRepository } from "./pools.repository";

/**
 * Builds the configuration the SPA boots from (DESIGN section 1). The `auth` address is the built-in identity
 * service, or the Ory Kratos named by IDENTITY_URL, which the browser must then reach on the same site so that
 * its session cookie comes along. No Fastify, no SQL here.
 */
export function poolsService(
  repo: PoolsRepository,
  opts: {
    publicUrl: string;
    identityUrl?: string | undefined;
    exchangeRates: { refresh_ms: number; provider_url: string };
    integrations: Integrations;
  },
) {
  return {
    async currentConfig(): Promise<PoolConfig> {
      const current = await repo.findCurrent();
      if (!current) throw ProductError.notFound("No current pool is configured");
      const { pool } = current;
      const stratum = current.stratumUrls.slice(0, 3);
      return {
        id: pool.id,
        name: pool.name,
        addresses: [
          { type: "api", address: `${opts.publicUrl}/api/backend` },
          { type: "auth", address: opts.identityUrl ?? `${opts.publicUrl}/identity` },
          ...stratum.map((address) => ({ type: "stratum" as const, address })),
        ],
        settings: {
          default_language: defaultLanguage,
          available_languages: [...languages],
          exchange_rates: opts.exchangeRates,
          payout_time_utc: current.payoutTimeUtc,
          integrations: opts.integrations,
        },
        pool_settings: {
          mining_report: pool.miningReport,
          tax_calculator: pool.taxCalculator,
          extra_currencies: pool.extraCurrencies,
          app_theme: asTheme(pool.appTheme),
          terms_url: pool.termsUrl,
        },
      };
    },
  };
}

/** The column has a CHECK constraint; this only narrows the type. */
function asTheme(value: string): AppTheme {
  return (appThemes as readonly string[]).includes(value) ? (value as AppTheme) : "default";
}
