import type { AccessList } from "@pithead/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AccessTarget, accessPath } from "./access-path";

/** `GET .../access`: the people with access and the pending invitations. */
export function accessQueryOptions(target: AccessTarget) {
  return queryOptions({
    queryKey: ["access", target.type, target.id],
    queryFn: () => api<AccessList>(accessPath(target)),
  });
}
