import type { UiNode, UiText } from "@ory/client-fetch";
import type { TFunction } from "i18next";

/** Kratos's generic label: its text is the field title from the identity schema, so we name it by field. */
const GENERATED_LABEL_ID = 1070002;

function contextOf(message: UiText): Record<string, unknown> {
  return typeof message.context === "object" && message.context !== null
    ? (message.context as Record<string, unknown>)
    : {};
}

/**
 * A message of the identity service in the interface language: `auth.messages.<id>` with the message's
 * context as interpolation values, else the server's own text.
 */
export function translateMessage(t: TFunction, message: UiText, fieldName?: string): string {
  if (message.id === GENERATED_LABEL_ID && fieldName) {
    return t(`auth.fields.${fieldName.replaceAll(".", "_")}`, { defaultValue: message.text });
  }
  return t(`auth.messages.${message.id}`, { ...contextOf(message), defaultValue: message.text });
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
