import type { Promocode, PromocodeBody } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `PUT platform/promocodes/{id}`: the whole promo code (the platform's owner or admin). */
export function updatePromocode(id: string, body: PromocodeBody): Promise<Promocode> {
  return api<{ data: Promocode }>(`platform/promocodes/${encodeURIComponent(id)}`, {
    method: "PUT",
    body,
  }).then((answer) => answer.data);
}

export function useUpdatePromocode(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromocodeBody) => updatePromocode(id, body),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["promocodes"] }),
  });
}
