import type { CreateCustomerBody, CreatedAccount } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * `POST operators/{id}/miners`: a new customer (`email` invited as owner), a customer's sub-account
 * (`parent_miner_id`) or the operator's own account (neither).
 */
export function createCustomer(operatorId: string, body: CreateCustomerBody): Promise<CreatedAccount> {
  return api<{ data: CreatedAccount }>(`operators/${encodeURIComponent(operatorId)}/miners`, {
    method: "POST",
    body,
  }).then((answer) => answer.data);
}

export function useCreateCustomer(operatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerBody) => createCustomer(operatorId, body),
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["customers", operatorId] });
      await queryClient.invalidateQueries({ queryKey: ["identity"] });
    },
  });
}
