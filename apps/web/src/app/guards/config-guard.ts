import type { PoolConfig } from "@pithead/contract";
import { RouteError } from "./route-error";

export const EMPTY_CONFIGURATION = "Empty configuration";
export const CONFIGURATION_LOAD_FAILED = "Could not load configuration";

export type ConfigLoad = { status: "success"; data: PoolConfig | null } | { status: "error"; error: unknown };

/** Configuration rule (SPEC section 4): present -> go on; empty -> 500; failed -> 500. */
export function requireConfig(load: ConfigLoad): PoolConfig {
  if (load.status === "error") throw new RouteError(500, CONFIGURATION_LOAD_FAILED);
  if (!load.data) throw new RouteError(500, EMPTY_CONFIGURATION);
  return load.data;
}
