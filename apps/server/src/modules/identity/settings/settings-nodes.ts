import { msg } from "../flow/messages";
import { inputNode, type UiNode } from "../flow/ui-nodes";
import type { IdentityRow } from "../identities/identity.repository";
import { revokeOtherSessionsNode } from "./revoke-other-sessions";

/** The profile (traits of the `default` schema) and password parts of a settings flow. */
export function profileAndPasswordNodes(identity: IdentityRow): UiNode[] {
  const traits = identity.traits;
  return [
    inputNode({
      name: "traits.email",
      type: "email",
      group: "profile",
      value: String(traits.email ?? ""),
      required: true,
      autocomplete: "email",
      label: msg.labelGenerated("E-Mail"),
    }),
    inputNode({
      name: "traits.language",
      type: "text",
      group: "profile",
      value: typeof traits.language === "string" ? traits.language : "",
      label: msg.labelGenerated("Language"),
    }),
    inputNode({ name: "method", type: "submit", group: "profile", value: "profile", label: msg.labelSave() }),
    inputNode({
      name: "password",
      type: "password",
      group: "password",
      required: true,
      autocomplete: "new-password",
      label: msg.labelPassword(),
    }),
    revokeOtherSessionsNode("password"),
    inputNode({
      name: "method",
      type: "submit",
      group: "password",
      value: "password",
      label: msg.labelSave(),
    }),
  ];
}
