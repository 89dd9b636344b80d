import type { MinerView } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/{id}`: the customer's account name and title (the customer area's header). */
export function getCustomer(id: string): Promise<MinerView> {
  return api<{ data: MinerView }>(`miners/${encodeURIComponent(id)}`).then((answer) => answer.data);
}

export function useCustomer(id: string) {
  return useQuery(
    queryOptions({ queryKey: ["customer", id], queryFn: () => getCustomer(id), staleTime: 60_000 }),
  );
}
