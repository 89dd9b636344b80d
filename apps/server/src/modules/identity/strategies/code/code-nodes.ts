import { msg } from "../../flow/messages";
import { inputNode, type UiNode, type UiText } from "../../flow/ui-nodes";

/** The UI nodes of the e-mailed code flows (recovery, verification), as ory/kratos strategy/code renders them. */

/** State `choose_method`: the address to send a code to. */
export function codeEmailNodes(email?: string): UiNode[] {
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

/** State `sent_email`: the code field and its submit button (labelled per flow) and the resend button. */
export function codeEntryNodes(email: string, labels: { code: UiText; submit: UiText }): UiNode[] {
  return [
    inputNode({
      name: "code",
      type: "text",
      group: "code",
      required: true,
      pattern: "[0-9]+",
      maxlength: 6,
      autocomplete: "one-time-code",
      label: labels.code,
    }),
    inputNode({ name: "method", type: "hidden", group: "code", value: "code" }),
    inputNode({ name: "method", type: "submit", group: "code", value: "code", label: labels.submit }),
    inputNode({ name: "email", type: "submit", group: "code", value: email, label: msg.labelResendCode() }),
  ];
}
