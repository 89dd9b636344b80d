import { api } from "../../../lib/api-client";
import { type AccessTarget, accessPath } from "./access-path";

/** `DELETE .../access`: revokes a person's access (their permission) or withdraws an invitation. */
export function revokeAccess(
  target: AccessTarget,
  what: { permission_id: string } | { invite_id: string },
): Promise<unknown> {
  return api(accessPath(target), { method: "DELETE", query: what });
}
