import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** Platform lists load 50 rows a page. */
const PLATFORM_PER_PAGE = 50;

/** Pages of `total` rows (at least one). */
export const platformPages = (total: number) => Math.max(1, Math.ceil(total / PLATFORM_PER_PAGE));

/** `GET {path}?status&page&per_page` of a platform list: the old page stays on screen until the next arrives. */
export function platformPageOptions<T>(path: string, name: string, status: string | undefined, page: number) {
  return queryOptions({
    queryKey: ["platform", name, status ?? "all", page],
    queryFn: () => api<T>(path, { query: { status, page, per_page: PLATFORM_PER_PAGE } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
