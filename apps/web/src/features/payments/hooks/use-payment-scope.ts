import type { OperatorPaymentScope } from "@pithead/contract";
import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * An operator's list: its customers' payments (default) or its own (`scope=own`: fee income and payouts), kept
 * in the address. Switching goes back to page 1 and drops the type filter (each list has its own types).
 */
export function usePaymentScope(): [OperatorPaymentScope, (scope: OperatorPaymentScope) => void] {
  const [search, setSearch] = useSearchParams();
  const scope: OperatorPaymentScope = search.get("scope") === "own" ? "own" : "customers";
  const change = useCallback(
    (next: OperatorPaymentScope) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === "own") params.set("scope", "own");
          else params.delete("scope");
          params.delete("page");
          params.delete("type");
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [scope, change];
}
