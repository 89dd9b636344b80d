import { accountMsg } from "../flow/account-messages";
import type { SubmitBody } from "../flow/submit-body";
import { inputNode, type UiNode, type UiNodeGroup } from "../flow/ui-nodes";

/**
 * "Sign out of all other sessions" on a credential change in the settings flow: a password change, and
 * removing or replacing a second factor (TOTP unlink, a security key removed, backup codes replaced or
 * disabled). Kratos has no such node (its `revoke_active_sessions` is a configured hook); here it is a
 * checkbox in the method's group, checked by default, so the user chooses per change.
 */
export const REVOKE_OTHER_SESSIONS = "revoke_other_sessions";

export function revokeOtherSessionsNode(group: UiNodeGroup): UiNode {
  return inputNode({
    name: REVOKE_OTHER_SESSIONS,
    type: "checkbox",
    group,
    value: true,
    label: accountMsg.revokeOtherSessions(),
  });
}

const uncheckedValues = ["false", "off", "0", ""];

/**
 * On unless the submit says otherwise: a client that does not know the field (or a plain HTML form,
 * whose unchecked box sends nothing, unless it adds a hidden `false` first) keeps the safe default.
 */
export function wantsOtherSessionsRevoked(body: SubmitBody): boolean {
  const value = body[REVOKE_OTHER_SESSIONS];
  return !(value === false || (typeof value === "string" && uncheckedValues.includes(value)));
}
