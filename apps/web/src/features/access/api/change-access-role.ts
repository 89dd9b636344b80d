import type { AccessMember, AccessRoleBody } from "@pithead/contract";
import { api } from "../../../lib/api-client";
import { type AccessTarget, accessPath } from "./access-path";

/** `PUT .../access`: a new role for one person. */
export function changeAccessRole(target: AccessTarget, body: AccessRoleBody): Promise<AccessMember> {
  return api<AccessMember>(accessPath(target), { method: "PUT", body });
}
