import type { UiContainer } from "./ui-nodes";

/** The flow object shared by login, registration, recovery, verification and settings. */

export const flowKinds = ["login", "registration", "recovery", "verification", "settings"] as const;
export type FlowKind = (typeof flowKinds)[number];
export type FlowType = "browser" | "api";
export type FlowState = "choose_method" | "sent_email" | "passed_challenge" | "show_form" | "success";
export type Aal = "aal1" | "aal2";

export type Flow = {
  id: string;
  kind: FlowKind;
  type: FlowType;
  state: FlowState;
  requestUrl: string;
  returnTo: string | null;
  identityId: string | null;
  refresh: boolean;
  requestedAal: Aal;
  ui: UiContainer;
  continueWith: Record<string, unknown>[] | null;
  /** Strategy-private state (challenges, pending secrets, attempt counters); never sent. */
  internal: Record<string, unknown>;
  issuedAt: Date;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export function flowAction(baseUrl: string, kind: FlowKind, id: string): string {
  return `${baseUrl}/self-service/${kind}?flow=${id}`;
}

export function isExpired(flow: Flow, now: Date): boolean {
  return flow.expiresAt.getTime() <= now.getTime();
}

/**
 * The flow as Kratos sends it (@ory/client-fetch LoginFlow, RegistrationFlow, ...). `extras`
 * carries kind-specific fields (settings: `identity`; a new api flow: `session_token_exchange_code`).
 */
export function flowToJson(flow: Flow, extras: Record<string, unknown> = {}): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: flow.id,
    type: flow.type,
    expires_at: flow.expiresAt.toISOString(),
    issued_at: flow.issuedAt.toISOString(),
    request_url: flow.requestUrl,
    ui: flow.ui,
    state: flow.state,
    created_at: flow.createdAt.toISOString(),
    updated_at: flow.updatedAt.toISOString(),
  };
  if (flow.returnTo) json.return_to = flow.returnTo;
  if (flow.kind === "login") {
    json.refresh = flow.refresh;
    json.requested_aal = flow.requestedAal;
  }
  if (flow.kind === "login" || flow.kind === "registration") json.organization_id = null;
  if (flow.continueWith) json.continue_with = flow.continueWith;
  const active = flow.internal.active;
  if (typeof active === "string") json.active = active;
  return { ...json, ...extras };
}
