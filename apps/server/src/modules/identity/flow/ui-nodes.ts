/** UI nodes of a flow's `ui` container, shaped exactly as Kratos sends them (@ory/client-fetch UiNode). */

export type UiText = {
  id: number;
  text: string;
  type: "info" | "error" | "success";
  context?: Record<string, unknown>;
};
export type UiNodeGroup =
  | "default"
  | "password"
  | "profile"
  | "code"
  | "link"
  | "totp"
  | "lookup_secret"
  | "webauthn"
  | "oidc"
  | "passkey"
  | "identifier_first"
  | "captcha";
export type UiNodeType = "input" | "img" | "text" | "a" | "script" | "div";
export type UiNode = {
  type: UiNodeType;
  group: UiNodeGroup;
  attributes: Record<string, unknown> & { node_type: UiNodeType };
  messages: UiText[];
  meta: { label?: UiText };
};
export type UiContainer = { action: string; method: "POST"; nodes: UiNode[]; messages?: UiText[] };

export type InputOptions = {
  name: string;
  type:
    | "text"
    | "password"
    | "number"
    | "checkbox"
    | "hidden"
    | "email"
    | "tel"
    | "submit"
    | "button"
    | "datetime-local"
    | "date"
    | "url";
  group: UiNodeGroup;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  label?: UiText;
  onclickTrigger?: "oryWebAuthnRegistration" | "oryWebAuthnLogin" | "oryPasskeyLogin";
  onloadTrigger?: "oryWebAuthnRegistration" | "oryWebAuthnLogin" | "oryPasskeyLogin";
};

export function inputNode(o: InputOptions): UiNode {
  const attributes: UiNode["attributes"] = { name: o.name, type: o.type, node_type: "input" };
  if (o.value !== undefined) attributes.value = o.value;
  if (o.required) attributes.required = true;
  attributes.disabled = o.disabled ?? false;
  if (o.autocomplete) attributes.autocomplete = o.autocomplete;
  if (o.pattern) attributes.pattern = o.pattern;
  if (o.maxlength !== undefined) attributes.maxlength = o.maxlength;
  if (o.onclickTrigger) attributes.onclickTrigger = o.onclickTrigger;
  if (o.onloadTrigger) attributes.onloadTrigger = o.onloadTrigger;
  return { type: "input", group: o.group, attributes, messages: [], meta: o.label ? { label: o.label } : {} };
}

export function textNode(group: UiNodeGroup, id: string, text: UiText, label?: UiText): UiNode {
  return {
    type: "text",
    group,
    attributes: { id, text, node_type: "text" },
    messages: [],
    meta: label ? { label } : {},
  };
}

export function imageNode(group: UiNodeGroup, id: string, src: string, size: number, label?: UiText): UiNode {
  return {
    type: "img",
    group,
    attributes: { id, src, width: size, height: size, node_type: "img" },
    messages: [],
    meta: label ? { label } : {},
  };
}

export function anchorNode(group: UiNodeGroup, id: string, href: string, title: UiText): UiNode {
  return { type: "a", group, attributes: { id, href, title, node_type: "a" }, messages: [], meta: {} };
}

export function scriptNode(group: UiNodeGroup, id: string, src: string, integrity = "", nonce = ""): UiNode {
  return {
    type: "script",
    group,
    attributes: {
      id,
      src,
      async: true,
      referrerpolicy: "no-referrer",
      crossorigin: "anonymous",
      integrity,
      type: "text/javascript",
      nonce,
      node_type: "script",
    },
    messages: [],
    meta: {},
  };
}

export function divNode(group: UiNodeGroup, id: string, data?: Record<string, string>): UiNode {
  const attributes: UiNode["attributes"] = { id, node_type: "div" };
  if (data) attributes.data = data;
  return { type: "div", group, attributes, messages: [], meta: {} };
}

/** The hidden anti-CSRF node every browser flow carries (group `default`). */
export function csrfNode(token: string): UiNode {
  return inputNode({ name: "csrf_token", type: "hidden", group: "default", value: token, required: true });
}

export function nodeName(node: UiNode): string | undefined {
  const name = node.attributes.name ?? node.attributes.id;
  return typeof name === "string" ? name : undefined;
}

/** Sets `value` on every input node named `name` (keeps the node's other attributes). */
export function setNodeValue(ui: UiContainer, name: string, value: unknown): void {
  for (const node of ui.nodes) {
    if (node.type === "input" && node.attributes.name === name) node.attributes.value = value;
  }
}

/** Adds a message to the first node named `name`, or to the flow's messages when there is none. */
export function addNodeMessage(ui: UiContainer, name: string, message: UiText): void {
  const node = ui.nodes.find((n) => nodeName(n) === name);
  if (node) node.messages.push(message);
  else addUiMessage(ui, message);
}

export function addUiMessage(ui: UiContainer, message: UiText): void {
  ui.messages = [...(ui.messages ?? []), message];
}

/** Drops the messages of the flow and of every node (before a new submit's results are placed). */
export function clearMessages(ui: UiContainer): void {
  delete ui.messages;
  for (const node of ui.nodes) node.messages = [];
}

/** Removes every node of `group` (e.g. when a strategy re-renders its part). */
export function removeGroup(ui: UiContainer, group: UiNodeGroup): void {
  ui.nodes = ui.nodes.filter((n) => n.group !== group);
}

/** Replaces the csrf_token node's value (browser flows get a fresh masked token on each answer). */
export function setCsrfToken(ui: UiContainer, token: string): void {
  const node = ui.nodes.find((n) => n.attributes.name === "csrf_token");
  if (node) node.attributes.value = token;
  else ui.nodes.unshift(csrfNode(token));
}
