import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

type Lookup = { account_name: string; available: boolean };

/** `GET miners/lookup-by-account-name`: `available: false` means a miner with that name exists. */
export function lookupRecipient(name: string): Promise<Lookup> {
  return api<{ data: Lookup }>("miners/lookup-by-account-name", { query: { account_name: name } }).then(
    (answer) => answer.data,
  );
}

/** Asked only for a well-formed name (`enabled`), as the user types (the caller debounces). */
export function useRecipientLookup(name: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ["profit-sharing-recipient", name],
      queryFn: () => lookupRecipient(name),
      enabled,
      staleTime: 10_000,
      retry: false,
      meta: { silent: true },
    }),
  );
}
