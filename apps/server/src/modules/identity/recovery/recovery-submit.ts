import { accountMsg } from "../flow/account-messages";
import { KratosError } from "../flow/errors";
import { type ReplaceableOutcome, renewIfExpired, replacedBy } from "../flow/flow-replace";
import { msg } from "../flow/messages";
import { stringField } from "../flow/submit-body";
import { addUiMessage, clearMessages, type UiText } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";
import type { Device } from "../sessions/session.service";
import { type CodeSubmitInput, checkCode, emailAccepted } from "../strategies/code/code-flow";
import { createRecoveryFlow, sendRecoveryCode } from "./recovery-flow";
import { completeRecovery, type RecoveredSession } from "./recovery-session";

export type RecoveryOutcome = ReplaceableOutcome | { kind: "recovered"; recovered: RecoveredSession };

export type RecoverySubmit = CodeSubmitInput & {
  /** The request carries an active session (recovery is for signed-out users). */
  signedIn: boolean;
  device: Device;
};

/** POST /self-service/recovery (method `code`), following ory/kratos strategy_recovery.go (v1). */
export async function submitRecovery(ctx: IdentityContext, input: RecoverySubmit): Promise<RecoveryOutcome> {
  const { flow, body } = input;
  const now = ctx.clock.now();
  const fresh = () =>
    createRecoveryFlow(ctx, {
      type: flow.type,
      requestUrl: flow.requestUrl,
      returnTo: flow.returnTo,
      csrfToken: input.csrfToken,
    });
  const replaced = async (message: UiText) => replacedBy(ctx.flows, await fresh(), message);
  const expired = await renewIfExpired(ctx.flows, flow, now, fresh);
  if (expired) return { kind: "replaced", ...expired };
  input.assertCsrf();
  if (input.token) return replaced(msg.recoveryTokenInvalid());

  clearMessages(flow.ui);
  const email = (stringField(body, "email") ?? "").trim();
  if (flow.state !== "choose_method" && !email) {
    // Code submit (also after success: a used code is 4060006, as in Kratos).
    const check = await checkCode(ctx, flow, stringField(body, "code") ?? "");
    if (check.result === "too_often") return replaced(accountMsg.tooManyCodeAttempts());
    if (check.result === "invalid" || !check.challenge.identity_id) {
      addUiMessage(flow.ui, msg.recoveryCodeInvalid());
      return { kind: "flow", flow: await ctx.flows.save(flow), status: 200 };
    }
    const recovered = await completeRecovery(ctx, {
      flow,
      identityId: check.challenge.identity_id,
      address: check.challenge.address,
      device: input.device,
      csrfToken: input.csrfToken,
    });
    return { kind: "recovered", recovered };
  }

  if (input.signedIn) throw alreadySignedIn();
  if (flow.state === "passed_challenge") return replaced(accountMsg.recoveryRetrySuccess());
  if ((stringField(body, "method") ?? "code") !== "code") {
    addUiMessage(flow.ui, {
      id: 4010005,
      text: "Could not find a strategy to recover your account with. Did you fill out the form correctly?",
      type: "error",
    });
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  }
  if (!emailAccepted(flow.ui, email)) return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  return { kind: "flow", flow: await sendRecoveryCode(ctx, flow, email), status: 200 };
}

export function alreadySignedIn(): KratosError {
  return new KratosError(400, {
    id: "session_already_available",
    reason: "A valid session was detected and thus recovery is not possible.",
    message: "you are already logged in",
  });
}
