import type { Flow } from "../flow/flow";
import type { SubmitBody } from "../flow/submit-body";
import type { UiNode, UiNodeGroup, UiText } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";

/**
 * Second-factor strategies (totp, lookup_secret, webauthn) plug in here without touching the
 * login code: `registerSecondFactor((ctx) => ({ method: "totp", ... }))` from the strategy's file,
 * imported once by strategies/installed.ts.
 */

export type StrategyFailure = {
  ok: false /** node name the message goes on; else the flow */;
  field?: string;
  message: UiText;
};
/**
 * `completed: false` (settings only): the submit led to an intermediate step the user still has to
 * finish (new lookup codes to confirm, codes revealed), so the flow is shown again without 1050001.
 * `credentialReset` (settings only): the factor was removed or replaced, so the user's other sessions
 * are signed out unless the submit unchecked `revoke_other_sessions` (settings/revoke-other-sessions.ts).
 */
export type StrategyResult = { ok: true; completed?: boolean; credentialReset?: boolean } | StrategyFailure;

export type SecondFactorStrategy = {
  /** The submit's `method` value and the credential type. */
  method: "totp" | "lookup_secret" | "webauthn";
  group: UiNodeGroup;
  /** aal2 login nodes for this identity ([] when it has not set this factor up). */
  nodesForLogin(identityId: string, flow: Flow): Promise<UiNode[]>;
  /** Checks an aal2 login submit whose `method` is this strategy's; may update `flow.internal`. */
  verifyLogin(identityId: string, flow: Flow, body: SubmitBody): Promise<StrategyResult>;
  /** Settings nodes (used by the settings flow). */
  nodesForSettings?(identityId: string, flow: Flow): Promise<UiNode[]>;
  /** A settings submit with this method; `sessionId` lets linking raise the session to aal2. */
  submitSettings?(input: {
    identityId: string;
    sessionId: string;
    flow: Flow;
    body: SubmitBody;
  }): Promise<StrategyResult>;
};

export type StrategyFactory = (ctx: IdentityContext) => SecondFactorStrategy;

const factories: StrategyFactory[] = [];

export function registerSecondFactor(factory: StrategyFactory): void {
  if (!factories.includes(factory)) factories.push(factory);
}

/** The strategies for one app, in registration order. */
export function secondFactors(ctx: IdentityContext): SecondFactorStrategy[] {
  return factories.map((f) => f(ctx));
}
