import { accountMsg } from "../flow/account-messages";
import { msg } from "../flow/messages";
import { anchorNode, inputNode, type UiNode } from "../flow/ui-nodes";

/** The UI nodes of a verification flow in each state (as ory/kratos strategy/code renders them). */

export function verificationEmailNodes(email?: string): UiNode[] {
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

export function verificationCodeNodes(email: string): UiNode[] {
  return [
    inputNode({
      name: "code",
      type: "text",
      group: "code",
      required: true,
      pattern: "[0-9]+",
      maxlength: 6,
      autocomplete: "one-time-code",
      label: accountMsg.labelVerificationCode(),
    }),
    inputNode({ name: "method", type: "hidden", group: "code", value: "code" }),
    inputNode({ name: "method", type: "submit", group: "code", value: "code", label: msg.labelSubmit() }),
    inputNode({ name: "email", type: "submit", group: "code", value: email, label: msg.labelResendCode() }),
  ];
}

export function verificationDoneNodes(continueTo: string): UiNode[] {
  const node = anchorNode("code", "continue", continueTo, accountMsg.labelContinue());
  node.meta.label = accountMsg.labelContinue();
  return [node];
}
