import { errors } from "../flow/errors";
import type { Flow, FlowType } from "../flow/flow";
import { msg } from "../flow/messages";
import { checkReturnTo } from "../flow/return-to";
import { addUiMessage, type UiNode } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "../sessions/session.repository";
import { createInitCode } from "../sessions/token-exchange";
import { secondFactors } from "../strategies/registry";
import { passwordLoginNodes } from "./login-nodes";

export type LoginFlowParams = {
  type: FlowType;
  requestUrl: string;
  refresh?: boolean;
  aal?: "aal1" | "aal2";
  returnTo?: string;
  exchangeCode?: boolean;
  csrfToken?: string;
  /** The request's active session, if any. */
  session?: SessionRow;
};

/** Second-factor nodes of every strategy the identity has set up. */
export async function secondFactorNodes(
  ctx: IdentityContext,
  identityId: string,
  flow: Flow,
): Promise<UiNode[]> {
  const nodes: UiNode[] = [];
  for (const strategy of secondFactors(ctx)) nodes.push(...(await strategy.nodesForLogin(identityId, flow)));
  return nodes;
}

/**
 * A new login flow (Kratos createBrowserLoginFlow / createNativeLoginFlow rules): signed in without
 * refresh or aal2 -> `session_already_available`; aal2 without a session -> `session_aal1_required`.
 * Returns the flow and, for exchange-code api flows, the init code.
 */
export async function createLoginFlow(ctx: IdentityContext, p: LoginFlowParams) {
  const returnTo = checkReturnTo(ctx.settings, p.returnTo);
  const wantsAal2 = p.aal === "aal2";
  const session = p.session;
  if (wantsAal2 && !session) throw errors.aal1Required();
  if (session && !p.refresh && (!wantsAal2 || session.aal === "aal2")) throw errors.alreadyLoggedIn();

  const identifier =
    session && p.refresh && !wantsAal2 ? await identifierOf(ctx, session.identityId) : undefined;
  const flow = await ctx.flows.create({
    kind: "login",
    type: p.type,
    requestUrl: p.requestUrl,
    returnTo,
    identityId: session && (p.refresh || wantsAal2) ? session.identityId : null,
    refresh: p.refresh ?? false,
    requestedAal: wantsAal2 ? "aal2" : "aal1",
    nodes: wantsAal2 ? [] : passwordLoginNodes(identifier),
    csrfToken: p.csrfToken,
  });
  if (wantsAal2 && session) {
    flow.ui.nodes.push(...(await secondFactorNodes(ctx, session.identityId, flow)));
    addUiMessage(flow.ui, msg.loginMfa());
  } else if (identifier !== undefined) {
    addUiMessage(flow.ui, msg.loginReAuth());
  }
  const saved = await ctx.flows.save(flow);
  const exchangeCode = p.type === "api" && p.exchangeCode ? await createInitCode(ctx, saved.id) : undefined;
  return { flow: saved, exchangeCode };
}

async function identifierOf(ctx: IdentityContext, identityId: string): Promise<string> {
  const credential = await ctx.identities.credential(identityId, "password");
  if (credential?.identifier) return credential.identifier;
  const identity = await ctx.identities.findById(identityId);
  return String(identity?.traits.email ?? "");
}
