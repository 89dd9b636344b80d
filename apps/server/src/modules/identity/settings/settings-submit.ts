import { accountMsg } from "../flow/account-messages";
import { errors } from "../flow/errors";
import type { Flow } from "../flow/flow";
import { type ReplaceableOutcome, renewIfExpired } from "../flow/flow-replace";
import type { SubmitBody } from "../flow/submit-body";
import { addNodeMessage, addUiMessage, clearMessages, setNodeValue } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "../sessions/session.repository";
import { secondFactors } from "../strategies/registry";
import { startVerificationFor } from "../verification/verification-flow";
import { wantsOtherSessionsRevoked } from "./revoke-other-sessions";
import { isPrivileged, refreshLoginUrl, renderSettings, renewSettingsFlow } from "./settings-flow";
import { type MethodResult, methodOf, readProfile, updatePassword, updateProfile } from "./settings-methods";

export type SettingsOutcome = ReplaceableOutcome;

export type SettingsSubmit = {
  flow: Flow;
  body: SubmitBody;
  session: SessionRow;
  csrfToken?: string;
  requestUrl: string;
};

/**
 * POST /self-service/settings: `profile`, `password`, `totp`, `lookup_secret`, `webauthn`. Every
 * change but a language-only profile update needs a privileged session (403
 * `session_refresh_required` otherwise). Success: state `success` and message 1050001; a credential
 * reset also signs the identity's other sessions out (settings/revoke-other-sessions.ts).
 */
export async function submitSettings(ctx: IdentityContext, input: SettingsSubmit): Promise<SettingsOutcome> {
  const { flow, body, session } = input;
  const now = ctx.clock.now();
  if (session.identityId !== flow.identityId) {
    throw errors.flowTypeMismatch(
      "The settings flow was started for another identity than the one of this session.",
    );
  }
  const expired = await renewIfExpired(ctx.flows, flow, now, () =>
    renewSettingsFlow(ctx, flow, session, input.csrfToken),
  );
  if (expired) return { kind: "replaced", ...expired };
  const identity = await ctx.identities.findById(session.identityId);
  if (!identity) throw errors.notFound("The identity of this settings flow no longer exists.");

  clearMessages(flow.ui);
  const method = methodOf(body);
  const profile = method === "profile" ? readProfile(identity, body) : undefined;
  const strategy = secondFactors(ctx).find((s) => s.method === method);
  if (method !== "profile" && method !== "password" && !strategy?.submitSettings) {
    addUiMessage(flow.ui, {
      id: 4010004,
      text: "Could not find a strategy to update your settings. Did you fill out the form correctly?",
      type: "error",
    });
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  }
  const needsPrivilege = method !== "profile" || Boolean(profile?.emailChanged);
  if (needsPrivilege && !isPrivileged(ctx, session)) throw errors.refreshRequired(refreshLoginUrl(ctx, flow));

  let result: MethodResult & { completed?: boolean };
  if (profile) result = await updateProfile(ctx, identity, profile);
  else if (method === "password") result = await updatePassword(ctx, identity, body);
  else
    result = await (strategy?.submitSettings?.({
      identityId: identity.id,
      sessionId: session.id,
      flow,
      body,
    }) ?? Promise.resolve({ ok: false as const, message: accountMsg.webauthnInvalid() }));

  if (!result.ok) {
    if (profile) {
      setNodeValue(flow.ui, "traits.email", profile.email);
      setNodeValue(flow.ui, "traits.language", profile.language ?? "");
    }
    if (result.field) addNodeMessage(flow.ui, result.field, result.message);
    else addUiMessage(flow.ui, result.message);
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  }
  flow.internal.active = method;
  await renderSettings(ctx, flow);
  if (result.completed === false) {
    flow.state = "show_form";
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 200 };
  }
  // A replaced password or a removed second factor: the other sessions end (the current one stays)
  // unless the submit unchecked `revoke_other_sessions`.
  if (result.credentialReset && wantsOtherSessionsRevoked(body)) {
    await ctx.sessionRepo.deactivateOthers(session.identityId, session.id);
  }
  flow.state = "success";
  addUiMessage(flow.ui, accountMsg.saved());
  if ("emailChangedTo" in result && result.emailChangedTo) {
    const item = await startVerificationFor(ctx, {
      email: result.emailChangedTo,
      type: flow.type,
      requestUrl: input.requestUrl,
      csrfToken: input.csrfToken,
    });
    flow.continueWith = [item];
  }
  return { kind: "flow", flow: await ctx.flows.save(flow), status: 200 };
}
