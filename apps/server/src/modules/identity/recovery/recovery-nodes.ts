import { accountMsg } from "../flow/account-messages";
import { msg } from "../flow/messages";
import { inputNode, type UiNode } from "../flow/ui-nodes";

/** The UI nodes of a recovery flow in each state (as ory/kratos strategy/code renders them). */

export function recoveryEmailNodes(email?: string): UiNode[] {
  return [
    inputNode({
      name: "email",
      type: "email",
      group: "code",
      value: email,
      required: true,
      autocomplete: "email",
      label: msg.labelEmail(),
    }),
    inputNode({ name: "method", type: "submit", group: "code", value: "code", label: msg.labelSubmit() }),
  ];
}

export function recoveryCodeNodes(email: string): UiNode[] {
  return [
    inputNode({
      name: "code",
      type: "text",
      group: "code",
      required: true,
      pattern: "[0-9]+",
      maxlength: 6,
      autocomplete: "one-time-code",
      label: accountMsg.labelRecoveryCode(),
    }),
    inputNode({ name: "method", type: "hidden", group: "code", value: "code" }),
    inputNode({
      name: "method",
      type: "submit",
      group: "code",
      value: "code",
      label: accountMsg.labelContinue(),
    }),
    inputNode({ name: "email", type: "submit", group: "code", value: email, label: msg.labelResendCode() }),
  ];
}
