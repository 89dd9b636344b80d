import type { UiNode, UiText } from "@ory/client-fetch";
import {
  isEmailAddress,
  missingPasswordClass,
  passwordClassReasons,
  passwordMaxLength,
  passwordMinLength,
} from "@pithead/contract";
import { type InputNode, isButton, isInputNode } from "./flow-body";

/**
 * Client-side checks of an identity form (SPEC section 5: errors show as the user types, submit waits), from the
 * flow's node attributes and the contract's identity rules. Each answer is the message the identity service
 * would give for the same value (Kratos ids, so `auth.messages.<id>` words it), so a check and the server's
 * answer read the same.
 */

const error = (id: number, text: string, context: Record<string, unknown>): UiText => ({
  id,
  text,
  type: "error",
  context,
});

/** A new password (registration, settings, after recovery): the server's policy applies, not only `required`. */
export function isNewPassword(node: InputNode): boolean {
  return node.attributes.type === "password" && node.attributes.autocomplete === "new-password";
}

/** Whether a field takes client-side checks: typed or ticked fields (not hidden values, not buttons). */
export function isCheckedField(node: InputNode): boolean {
  return !isButton(node) && node.attributes.type !== "hidden" && !node.attributes.disabled;
}

/** The message for a field's value, or null when the value passes (or the field takes no checks). */
export function fieldProblem(node: InputNode, value: unknown): UiText | null {
  if (!isCheckedField(node)) return null;
  const { name, type, required, pattern, minlength, maxlength } =
    node.attributes as InputNode["attributes"] & {
      minlength?: number;
    };
  const property = name.split(".").pop() ?? name;
  const missing = error(4000002, `Property ${property} is missing.`, { property });
  if (type === "checkbox") return required && value !== true ? missing : null;
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  if (text.trim() === "") return required ? missing : null;
  if (type === "email" && !isEmailAddress(text.trim())) {
    return error(4000040, `"${text}" is not valid "email"`, { value: text });
  }
  const length = [...text].length;
  if (isNewPassword(node)) {
    if (length < passwordMinLength) {
      return error(
        4000032,
        `The password must be at least ${passwordMinLength} characters long, but got ${length}.`,
        { min_length: passwordMinLength, actual_length: length },
      );
    }
    if (length > passwordMaxLength) {
      return error(
        4000033,
        `The password must be at most ${passwordMaxLength} characters long, but got ${length}.`,
        { max_length: passwordMaxLength, actual_length: length },
      );
    }
    // The character classes; the server alone checks similarity to the e-mail and the breached list.
    const missing = missingPasswordClass(text);
    if (missing) {
      const reason = passwordClassReasons[missing];
      return error(4000005, `The password can not be used because ${reason}.`, { reason });
    }
  }
  if (minlength !== undefined && length < minlength) {
    return error(4000003, `length must be >= ${minlength}, but got ${length}`, {
      min_length: minlength,
      actual_length: length,
    });
  }
  if (maxlength !== undefined && length > maxlength) {
    return error(4000017, `length must be <= ${maxlength}, but got ${length}`, {
      max_length: maxlength,
      actual_length: length,
    });
  }
  if (pattern && !matchesPattern(pattern, text)) {
    return error(4000004, `does not match pattern "${pattern}"`, { pattern });
  }
  return null;
}

/** The HTML `pattern` rule: the whole value matches; a pattern the browser could not read checks nothing. */
function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, "u").test(value);
  } catch {
    return true;
  }
}

/**
 * The fields a submit button answers for: the method's own submit (`method=<group>`) sends its group's fields
 * and the `default` group's. Other buttons (resend code, remove a key, unlink, new codes, a social provider, the
 * WebAuthn triggers) need none of the typed fields, so checks never hold them back.
 */
export function fieldsOfButton(nodes: readonly UiNode[], button: InputNode | undefined): InputNode[] {
  if (button?.attributes.name !== "method" || button.attributes.type !== "submit") return [];
  return nodes.filter(
    (node): node is InputNode =>
      isInputNode(node) && isCheckedField(node) && (node.group === button.group || node.group === "default"),
  );
}
