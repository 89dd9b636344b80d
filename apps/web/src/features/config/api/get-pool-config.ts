import type { PoolConfig } from "@pithead/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, loadResponseSchemas } from "../../../lib/api-client";

/** An answer with no content counts as "loaded but empty" (SPEC section 4). */
export function isEmptyConfig(raw: unknown): boolean {
  if (raw === null || raw === undefined || raw === "") return true;
  return typeof raw === "object" && Object.keys(raw).length === 0;
}

/** `GET /api/backend/v0.1/pools/current`; `null` when the answer is empty, an error when it is invalid. */
export async function getPoolConfig(): Promise<PoolConfig | null> {
  // The check loads while the request is under way: not part of the first route's JavaScript.
  const [raw, { parsePoolConfig }] = await Promise.all([
    api<unknown>("pools/current"),
    loadResponseSchemas(),
  ]);
  if (isEmptyConfig(raw)) return null;
  return parsePoolConfig(raw);
}

export const poolConfigQueryOptions = queryOptions({
  queryKey: ["pool-config"],
  queryFn: getPoolConfig,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 2,
  meta: { silent: true },
});
