import type { AccountNameLookup } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET miners/lookup-by-account-name`: whether a well-formed name is free (field errors otherwise). */
export function lookupAccountName(name: string): Promise<AccountNameLookup> {
  return api<{ data: AccountNameLookup }>("miners/lookup-by-account-name", {
    query: { account_name: name },
  }).then((answer) => answer.data);
}

/** Asked only for a name that passed the form's own checks (`enabled`). */
export function useAccountNameLookup(name: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ["account-name-lookup", name],
      queryFn: () => lookupAccountName(name),
      enabled,
      staleTime: 10_000,
      retry: false,
      meta: { silent: true },
    }),
  );
}
