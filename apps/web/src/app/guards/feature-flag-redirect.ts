import type { PoolSettings } from "@pithead/contract";
import { paths } from "../../config/paths";

export type PoolFeature = "tax_calculator" | "mining_report";

/** The tax calculator and the mining report are reachable only when the pool setting enables them. */
export function featureFlagRedirect(settings: PoolSettings, feature: PoolFeature): string | null {
  return settings[feature] ? null : paths.app.dashboard.getHref();
}
