import { accountMsg } from "../flow/account-messages";
import type { Flow } from "../flow/flow";
import { type ReplaceableOutcome, renewIfExpired, replacedBy } from "../flow/flow-replace";
import { msg } from "../flow/messages";
import { stringField } from "../flow/submit-body";
import { addUiMessage, clearMessages } from "../flow/ui-nodes";
import type { IdentityContext } from "../identity.context";
import { addressesRepository } from "../strategies/code/addresses.repository";
import { type CodeSubmitInput, checkCode, emailAccepted } from "../strategies/code/code-flow";
import { createVerificationFlow, sendVerificationCode } from "./verification-flow";
import { verificationDoneNodes } from "./verification-nodes";

/** POST /self-service/verification (method `code`), following ory/kratos strategy_verification.go. */
export async function submitVerification(
  ctx: IdentityContext,
  input: CodeSubmitInput,
): Promise<ReplaceableOutcome> {
  const { flow, body } = input;
  const now = ctx.clock.now();
  const fresh = () =>
    createVerificationFlow(ctx, {
      type: flow.type,
      requestUrl: flow.requestUrl,
      returnTo: flow.returnTo,
      csrfToken: input.csrfToken,
    });
  const expired = await renewIfExpired(ctx.flows, flow, now, fresh);
  if (expired) return { kind: "replaced", ...expired };
  if (input.token) return replacedBy(ctx.flows, await fresh(), msg.verificationTokenInvalid());

  clearMessages(flow.ui);
  const method = stringField(body, "method") ?? (stringField(body, "code") ? "code" : undefined);
  if (method !== "code") {
    addUiMessage(flow.ui, {
      id: 4010006,
      text: "Could not find a strategy to verify your account with. Did you fill out the form correctly?",
      type: "error",
    });
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  }
  const code = stringField(body, "code") ?? "";
  const email = (stringField(body, "email") ?? "").trim();
  // A code goes to the code check in any state: a used one (also after success) is 4070006.
  if (code && !email) return useCode(ctx, flow, code, fresh);

  input.assertCsrf();
  if (flow.state === "passed_challenge")
    return replacedBy(ctx.flows, await fresh(), accountMsg.verificationRetrySuccess());
  if (!emailAccepted(flow.ui, email)) return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  return { kind: "flow", flow: await sendVerificationCode(ctx, flow, email), status: 200 };
}

async function useCode(
  ctx: IdentityContext,
  flow: Flow,
  code: string,
  fresh: () => Promise<Flow>,
): Promise<ReplaceableOutcome> {
  const check = await checkCode(ctx, flow, code);
  if (check.result === "too_often")
    return replacedBy(ctx.flows, await fresh(), accountMsg.tooManyCodeAttempts());
  if (check.result === "invalid") {
    addUiMessage(flow.ui, msg.verificationCodeInvalid());
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 200 };
  }
  const { challenge } = check;
  if (challenge.identity_id) {
    await addressesRepository(ctx.db).markVerified(challenge.identity_id, challenge.address, ctx.clock.now());
  }
  const continueTo = flow.returnTo ?? ctx.settings.defaultReturnTo;
  flow.state = "passed_challenge";
  flow.ui = { action: continueTo, method: "GET" as "POST", nodes: verificationDoneNodes(continueTo) };
  addUiMessage(flow.ui, msg.verificationSuccessful());
  return { kind: "flow", flow: await ctx.flows.save(flow), status: 200 };
}
