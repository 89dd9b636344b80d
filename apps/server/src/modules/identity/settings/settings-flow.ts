import { errors } from "../flow/errors";
import type { Flow, FlowType } from "../flow/flow";
import { checkReturnTo } from "../flow/return-to";
import { csrfNode, type UiNode } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "../sessions/session.repository";
import { secondFactors } from "../strategies/registry";
import { profileAndPasswordNodes } from "./settings-nodes";

/** Every node of the identity's settings form: profile, password, then each second factor. */
export async function settingsNodes(ctx: IdentityContext, flow: Flow): Promise<UiNode[]> {
  const identityId = flow.identityId;
  const identity = identityId ? await ctx.identities.findById(identityId) : undefined;
  if (!identityId || !identity) throw errors.notFound("The identity of this settings flow no longer exists.");
  const nodes = profileAndPasswordNodes(identity);
  for (const strategy of secondFactors(ctx)) {
    if (strategy.nodesForSettings) nodes.push(...(await strategy.nodesForSettings(identityId, flow)));
  }
  return nodes;
}

/** Re-renders the flow's nodes from the identity's current state (the CSRF node kept). */
export async function renderSettings(ctx: IdentityContext, flow: Flow): Promise<void> {
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === "csrf_token");
  const nodes = await settingsNodes(ctx, flow);
  flow.ui.nodes = [...(csrf ? [csrfNode(String(csrf.attributes.value))] : []), ...nodes];
}

export type NewSettingsFlow = {
  type: FlowType;
  session: SessionRow;
  requestUrl: string;
  returnTo?: string | null;
  csrfToken?: string;
};

/** A settings flow for the session's identity (state `show_form`). */
export async function createSettingsFlow(ctx: IdentityContext, p: NewSettingsFlow): Promise<Flow> {
  const flow = await ctx.flows.create({
    kind: "settings",
    type: p.type,
    requestUrl: p.requestUrl,
    returnTo: p.returnTo === undefined ? null : checkReturnTo(ctx.settings, p.returnTo),
    identityId: p.session.identityId,
    nodes: [],
    csrfToken: p.csrfToken,
  });
  await renderSettings(ctx, flow);
  return ctx.flows.save(flow);
}

/** A fresh settings flow like `flow` (type, request URL, return_to), for when it expired. */
export function renewSettingsFlow(
  ctx: IdentityContext,
  flow: Flow,
  session: SessionRow,
  csrfToken: string | undefined,
): Promise<Flow> {
  return createSettingsFlow(ctx, {
    type: flow.type,
    session,
    requestUrl: flow.requestUrl,
    returnTo: flow.returnTo,
    csrfToken,
  });
}

/** The settings flow JSON carries the identity (@ory/client-fetch SettingsFlow). */
export async function settingsExtras(ctx: IdentityContext, flow: Flow): Promise<Record<string, unknown>> {
  return { identity: flow.identityId ? await ctx.sessions.identityJson(flow.identityId) : null };
}

/** The session may change settings when it authenticated within the privileged window (1 h). */
export function isPrivileged(ctx: IdentityContext, session: SessionRow): boolean {
  return ctx.clock.now().getTime() - session.authenticatedAt.getTime() <= ctx.settings.privilegedSessionMs;
}

/** Where `session_refresh_required` sends the browser: a refresh login returning to this flow. */
export function refreshLoginUrl(ctx: IdentityContext, flow: Flow): string {
  const url = new URL(`${ctx.settings.baseUrl}/self-service/login/browser`);
  url.searchParams.set("refresh", "true");
  url.searchParams.set("return_to", `${ctx.settings.ui.settings}?flow=${flow.id}`);
  return url.toString();
}
