import type { UiNode, UiText } from "@ory/client-fetch";
import { passwordClassOfReason } from "@pithead/contract";
import type { TFunction } from "i18next";

/** Kratos's generic label: its text is the field title from the identity schema, so we name it by field. */
const GENERATED_LABEL_ID = 1070002;

/**
 * The message's context as interpolation values. Like Ory Elements, each `<name>_unix` time (seconds) also
 * gives `<name>_unix_until_minutes` and `<name>_unix_since_minutes` (whole minutes from now, at least 1), which
 * texts such as 1060001 ("...within the next {{privileged_session_expires_at_unix_until_minutes}} minutes") use.
 */
export function contextOf(message: UiText, now = Date.now()): Record<string, unknown> {
  const context =
    typeof message.context === "object" && message.context !== null
      ? (message.context as Record<string, unknown>)
      : {};
  const derived: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(context)) {
    if (!key.endsWith("_unix") || typeof value !== "number") continue;
    const minutes = (value * 1000 - now) / 60_000;
    derived[`${key}_until_minutes`] = Math.max(1, Math.ceil(minutes));
    derived[`${key}_since_minutes`] = Math.max(1, Math.ceil(-minutes));
  }
  return { ...context, ...derived };
}

/**
 * A message of the identity service in the interface language: `auth.messages.<id>` with the message's
 * context as interpolation values, else the server's own text.
 */
export function translateMessage(t: TFunction, message: UiText, fieldName?: string): string {
  if (message.id === GENERATED_LABEL_ID && fieldName) {
    return t(`auth.fields.${fieldName.replaceAll(".", "_")}`, { defaultValue: message.text });
  }
  const context = contextOf(message);
  // A password's missing character class (4000005) is worded in the interface language, not the server's English.
  const missingClass = message.id === 4000005 ? passwordClassOfReason(context.reason) : null;
  if (missingClass) context.reason = t(`auth.passwordReasons.${missingClass}`);
  const text = t(`auth.messages.${message.id}`, { ...context, defaultValue: message.text });
  // A value the text names but the context lacks would show as `{{name}}`: the server's own text says it.
  return text.includes("{{") ? message.text : text;
}

/** The label of a node: `meta.label` (or the input's own label), translated. */
export function nodeLabel(t: TFunction, node: UiNode): string | null {
  const attributes = node.attributes as { label?: UiText; name?: string };
  const label = node.meta.label ?? attributes.label;
  return label ? translateMessage(t, label, attributes.name) : null;
}

/** The first error of a flow: on a node first (under its field), else among the flow messages. */
export function firstError(
  nodes: readonly UiNode[],
  messages: readonly UiText[] = [],
): { message: UiText; node?: UiNode } | null {
  for (const node of nodes) {
    const message = node.messages.find((item) => item.type === "error");
    if (message) return { message, node };
  }
  const message = messages.find((item) => item.type === "error");
  return message ? { message } : null;
}
