import { api } from "../../../lib/api-client";

/** `POST invites/accept {token}`: adds the invited access to the signed-in user (may ask for a second factor). */
export function acceptInvite(token: string): Promise<unknown> {
  return api("invites/accept", { method: "POST", body: { token } });
}
