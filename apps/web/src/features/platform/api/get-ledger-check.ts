import type { LedgerCheck } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `GET platform/ledger/check`: the latest run of the hourly ledger check (null before the first). */
export function getLedgerCheck(): Promise<LedgerCheck | null> {
  return api<{ data: LedgerCheck | null }>("platform/ledger/check").then((answer) => answer.data);
}

export function useLedgerCheck() {
  return useQuery(
    queryOptions({
      queryKey: ["platform", "ledger-check"],
      queryFn: getLedgerCheck,
      // The job runs hourly: a page left open shows the newer result.
      refetchInterval: 300_000,
      meta: { silent: true },
    }),
  );
}
