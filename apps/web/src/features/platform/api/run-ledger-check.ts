import type { LedgerCheck } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `POST platform/ledger/check`: run the check now (the platform's owner, admin or treasurer) and answer its result;
 * 409 `invalid_state` while another check runs.
 */
export function runLedgerCheck(): Promise<LedgerCheck> {
  return api<{ data: LedgerCheck }>("platform/ledger/check", { method: "POST" }).then(
    (answer) => answer.data,
  );
}

export function useRunLedgerCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLedgerCheck,
    meta: { silent: true },
    onSuccess: (check) => queryClient.setQueryData(["platform", "ledger-check"], check),
  });
}
