import { msg } from "../flow/messages";
import { inputNode, type UiNode } from "../flow/ui-nodes";

/** The password method's login nodes; a refresh flow fixes the identifier to the signed-in identity. */
export function passwordLoginNodes(identifier?: string): UiNode[] {
  return [
    identifier === undefined
      ? inputNode({
          name: "identifier",
          type: "text",
          group: "default",
          value: "",
          required: true,
          autocomplete: "username",
          label: msg.labelId(),
        })
      : inputNode({
          name: "identifier",
          type: "hidden",
          group: "default",
          value: identifier,
          required: true,
          label: msg.labelId(),
        }),
    inputNode({
      name: "password",
      type: "password",
      group: "password",
      required: true,
      autocomplete: "current-password",
      label: msg.labelPassword(),
    }),
    inputNode({
      name: "method",
      type: "submit",
      group: "password",
      value: "password",
      label: msg.loginPassword(),
    }),
  ];
}
