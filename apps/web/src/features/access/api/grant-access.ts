import type { AccessGrantBody, AccessGrantResult } from "@pithead/contract";
import { api } from "../../../lib/api-client";
import { type AccessTarget, accessPath } from "./access-path";

/** `POST .../access`: an existing user gets the role at once, another e-mail an invitation. */
export function grantAccess(target: AccessTarget, body: AccessGrantBody): Promise<AccessGrantResult> {
  return api<AccessGrantResult>(accessPath(target), { method: "POST", body });
}
