import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** `POST platform/promocodes/generate`: a free readable code, not stored until the form is saved. */
export function generatePromocode(): Promise<string> {
  return api<{ data: { code: string } }>("platform/promocodes/generate", { method: "POST" }).then(
    (answer) => answer.data.code,
  );
}

export function useGeneratePromocode() {
  return useMutation({ mutationFn: generatePromocode, meta: { silent: true } });
}
