import { errors } from "../flow/errors";
import type { Flow } from "../flow/flow";
import type { FlowHttp } from "../flow/flow-http";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "./session.repository";
import { sessionCookie } from "./session-http";
import { completeExchange } from "./token-exchange";
import { aal2LoginUrl } from "./whoami";

export type SessionAnswer = {
  flow: Flow;
  session: SessionRow;
  token: string;
  /** The identity still has to pass its second factor: browsers are sent to the aal2 login. */
  needsSecondFactor: boolean;
  /** Fields before `session` (registration: `identity`) and extra continue_with items. */
  extra?: Record<string, unknown>;
  continueWith?: Record<string, unknown>[];
};

function withCode(url: string, code: string): string {
  const u = new URL(url);
  u.searchParams.set("code", code);
  return u.toString();
}

/**
 * Answers a login or registration that produced a session, as Kratos does: api flows get
 * `{session, session_token}`; browser flows get the cookie and `continue_with` redirect_browser_to
 * (JSON) or a 303 there; an identity with a second factor gets 422 `browser_location_change_required`
 * towards the aal2 login (browser flows only).
 */
export async function answerSession(ctx: IdentityContext, http: FlowHttp, a: SessionAnswer) {
  a.flow.state = "passed_challenge";
  await ctx.flows.save(a.flow);
  const session = await ctx.sessions.toJson(a.session);
  const returnTo = a.flow.returnTo ?? ctx.settings.defaultReturnTo;
  const continueWith = [...(a.continueWith ?? [])];

  if (a.flow.type === "api") {
    const code = await completeExchange(ctx, a.flow.id, a.session.id);
    continueWith.push({ action: "set_ory_session_token", ory_session_token: a.token });
    if (code)
      continueWith.push({ action: "redirect_browser_to", redirect_browser_to: withCode(returnTo, code) });
    return http.sendJson(200, { ...a.extra, session, session_token: a.token, continue_with: continueWith });
  }

  http.setCookie(sessionCookie(ctx.settings, a.token, a.session.expiresAt, ctx.clock.now()));
  if (a.needsSecondFactor) {
    const to = aal2LoginUrl(ctx, a.flow.returnTo ?? undefined);
    if (!http.json) return http.redirect(to);
    return http.sendJson(422, errors.locationChange(to).toBody());
  }
  continueWith.push({ action: "redirect_browser_to", redirect_browser_to: returnTo });
  return http.sendSuccess({ ...a.extra, session, continue_with: continueWith }, returnTo);
}
