import type { AccessAuditList } from "@pithead/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AccessTarget, accessPath } from "./access-path";

/** The audit log shows this many lines a page. */
export const accessAuditPerPage = 20;

/** `GET .../access/audit`: newest first, paged. */
export function accessAuditQueryOptions(target: AccessTarget, page: number) {
  return queryOptions({
    queryKey: ["access", target.type, target.id, "audit", page],
    queryFn: () =>
      api<AccessAuditList>(`${accessPath(target)}/audit`, { query: { page, per_page: accessAuditPerPage } }),
    placeholderData: keepPreviousData,
  });
}
