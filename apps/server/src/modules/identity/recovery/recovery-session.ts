import { accountMsg } from "../flow/account-messages";
import type { Flow } from "../flow/flow";
import { flowUiUrl } from "../flow/flow-http";
import { addUiMessage, clearMessages } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";
import { runAfterLogin } from "../identity.hooks";
import type { Device, IssuedSession } from "../sessions/session.service";
import { createSettingsFlow } from "../settings/settings-flow";
import { addressesRepository } from "../strategies/code/addresses.repository";

export type RecoveredSession = {
  flow: Flow;
  issued: IssuedSession;
  settingsFlow: Flow;
  continueWith: Record<string, unknown>[];
};

/**
 * The code matched: the address counts as verified, a privileged aal1 session (method
 * `code_recovery`) is issued and a settings flow with message 1060001 waits for the new password.
 */
export async function completeRecovery(
  ctx: IdentityContext,
  input: { flow: Flow; identityId: string; address: string; device: Device; csrfToken?: string },
): Promise<RecoveredSession> {
  const { flow, identityId } = input;
  const now = ctx.clock.now();
  await addressesRepository(ctx.db).markVerified(identityId, input.address, now);
  const issued = await ctx.sessions.issue(
    identityId,
    [{ method: "code_recovery", aal: "aal1", completed_at: now.toISOString() }],
    input.device,
  );
  await runAfterLogin({ ctx, identityId, device: input.device });
  const settingsFlow = await createSettingsFlow(ctx, {
    type: flow.type,
    session: issued.session,
    requestUrl: `${ctx.settings.baseUrl}/self-service/settings/${flow.type}`,
    returnTo: flow.returnTo,
    csrfToken: input.csrfToken,
  });
  addUiMessage(
    settingsFlow.ui,
    accountMsg.recoverySuccessful(new Date(now.getTime() + ctx.settings.privilegedSessionMs), now),
  );
  const savedSettings = await ctx.flows.save(settingsFlow);

  flow.state = "passed_challenge";
  flow.identityId = identityId;
  clearMessages(flow.ui);
  const saved = await ctx.flows.save(flow);
  const showSettings = {
    action: "show_settings_ui",
    flow: { id: savedSettings.id, url: flowUiUrl(ctx.settings, "settings", savedSettings.id) },
  };
  const continueWith =
    flow.type === "api"
      ? [{ action: "set_ory_session_token", ory_session_token: issued.token }, showSettings]
      : [showSettings];
  return { flow: saved, issued, settingsFlow: savedSettings, continueWith };
}
