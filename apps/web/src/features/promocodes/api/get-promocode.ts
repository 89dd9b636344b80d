import type { Promocode } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET platform/promocodes/{id}`. */
export function getPromocode(id: string): Promise<Promocode> {
  return api<{ data: Promocode }>(`platform/promocodes/${encodeURIComponent(id)}`).then(
    (answer) => answer.data,
  );
}

export function usePromocode(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ["promocodes", "one", id],
      queryFn: () => getPromocode(id),
      meta: { silent: true },
    }),
  );
}
