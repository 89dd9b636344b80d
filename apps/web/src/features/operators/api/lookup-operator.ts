import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export type OperatorBrand = { id: string; operator_name: string; title: string };

/** `GET operators/lookup-by-title/{title}` (no credentials): the Control Hub behind `/{operatorId}/auth`. */
export function lookupOperator(title: string): Promise<OperatorBrand> {
  return api<{ data: OperatorBrand }>(`operators/lookup-by-title/${encodeURIComponent(title)}`, {
    credentials: false,
  }).then((answer) => answer.data);
}

export const operatorQueryOptions = (title: string) =>
  queryOptions({
    queryKey: ["operator-brand", title],
    queryFn: () => lookupOperator(title),
    retry: false,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
