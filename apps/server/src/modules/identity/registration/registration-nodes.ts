import { msg } from "../flow/messages";
import { inputNode, type UiNode } from "../flow/ui-nodes";

/** Registration nodes of the `default` identity schema and the password method. */
export function registrationNodes(): UiNode[] {
  return [
    inputNode({
      name: "traits.email",
      type: "email",
      group: "default",
      value: "",
      required: true,
      autocomplete: "email",
      label: msg.labelGenerated("E-Mail"),
    }),
    inputNode({
      name: "password",
      type: "password",
      group: "password",
      required: true,
      autocomplete: "new-password",
      label: msg.labelPassword(),
    }),
    inputNode({
      name: "traits.terms_agreed",
      type: "checkbox",
      group: "default",
      value: false,
      required: true,
      label: msg.labelGenerated("I agree to the terms of service"),
    }),
    inputNode({
      name: "traits.language",
      type: "hidden",
      group: "default",
      value: "",
      label: msg.labelGenerated("Language"),
    }),
    inputNode({
      name: "method",
      type: "submit",
      group: "password",
      value: "password",
      label: msg.registration(),
    }),
  ];
}
