import type { ReferrerCode, ReferrerCodes } from "@pithead/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

const base = (minerId: string) => `miners/${encodeURIComponent(minerId)}/referrer-codes`;

export const referrerCodesKey = (minerId: string) => ["referrer-codes", minerId] as const;

/** `GET miners/{id}/referrer-codes`: the miner's codes (one is made on the first read) and the pool's terms. */
export function referrerCodesQueryOptions(minerId: string) {
  return queryOptions({
    queryKey: referrerCodesKey(minerId),
    queryFn: () => api<{ data: ReferrerCodes }>(base(minerId)).then((answer) => answer.data),
    meta: { silent: true },
  });
}

export function useReferrerCodes(minerId: string) {
  return useQuery(referrerCodesQueryOptions(minerId));
}

/** `POST miners/{id}/referrer-codes`: one more code (the owner or an administrator). */
export function createReferrerCode(minerId: string): Promise<ReferrerCode> {
  return api<{ data: ReferrerCode }>(base(minerId), { method: "POST", body: {} }).then(
    (answer) => answer.data,
  );
}
