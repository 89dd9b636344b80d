import type { Promocode, PromocodeBody } from "@pithead/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `POST platform/promocodes` (the platform's owner or admin). */
export function createPromocode(body: PromocodeBody): Promise<Promocode> {
  return api<{ data: Promocode }>("platform/promocodes", { method: "POST", body }).then(
    (answer) => answer.data,
  );
}

export function useCreatePromocode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromocode,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["promocodes"] }),
  });
}
