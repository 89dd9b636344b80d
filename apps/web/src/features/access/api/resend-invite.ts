import type { AccessInvite } from "@pithead/contract";
import { api } from "../../../lib/api-client";
import { type AccessTarget, accessPath } from "./access-path";

/** `POST .../access/invites/{invite_id}/resend`: a new link, valid 7 more days. */
export function resendInvite(target: AccessTarget, inviteId: string): Promise<AccessInvite> {
  return api<AccessInvite>(`${accessPath(target)}/invites/${encodeURIComponent(inviteId)}/resend`, {
    method: "POST",
  });
}
