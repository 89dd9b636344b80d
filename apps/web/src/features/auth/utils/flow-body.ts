import type { UiNode, UiNodeInputAttributes } from "@ory/client-fetch";
import type { FlowBody } from "../types";

export type InputNode = UiNode & { attributes: UiNodeInputAttributes & { node_type: "input" } };

export function isInputNode(node: UiNode): node is InputNode {
  return node.attributes.node_type === "input";
}

export function isButton(node: InputNode): boolean {
  return node.attributes.type === "submit" || node.attributes.type === "button";
}

/** The values a form starts with: each field's value from the flow (a checkbox as a boolean). */
export function initialValues(nodes: readonly UiNode[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const node of nodes) {
    if (!isInputNode(node) || isButton(node)) continue;
    const { name, type, value } = node.attributes;
    values[name] = type === "checkbox" ? value === true || value === "true" : (value ?? "");
  }
  return values;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let cursor = target;
  for (const key of keys.slice(0, -1)) {
    const next = cursor[key];
    if (typeof next !== "object" || next === null) cursor[key] = {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  cursor[keys[keys.length - 1] as string] = value;
}

/**
 * The submit body: every field of the form (edited values over the flow's, hidden ones such as `csrf_token`
 * as the flow gave them), nested by dotted name, plus the pressed button's `name=value` (e.g. `method=password`,
 * `lookup_secret_regenerate=true`). Without a pressed button the first submit button counts.
 */
export function buildFlowBody(
  nodes: readonly UiNode[],
  values: Record<string, unknown>,
  pressed?: InputNode,
  overrides: Record<string, unknown> = {},
): FlowBody {
  const body: Record<string, unknown> = {};
  for (const node of nodes) {
    if (!isInputNode(node) || isButton(node)) continue;
    const { name, value } = node.attributes;
    const current = name in values ? values[name] : value;
    if (current === undefined || current === null) continue;
    setPath(body, name, current);
  }
  const button = pressed ?? nodes.filter(isInputNode).find((node) => node.attributes.type === "submit");
  if (button) setPath(body, button.attributes.name, button.attributes.value);
  for (const [name, value] of Object.entries(overrides)) setPath(body, name, value);
  if (typeof body.method !== "string") body.method = button?.group ?? "password";
  return body as FlowBody;
}
