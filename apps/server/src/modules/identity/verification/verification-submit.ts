import { accountMsg } from "../flow/account-messages";
import type { KratosError } from "../flow/errors";
import type { Flow } from "../flow/flow";
import { expiredInto, replacedWithMessage } from "../flow/flow-replace";
import { msg } from "../flow/messages";
import { type SubmitBody, stringField } from "../flow/submit-body";
import { addNodeMessage, addUiMessage, clearMessages, setNodeValue } from "../flow/ui-nodes";
import { isEmail } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { addressesRepository } from "../strategies/code/addresses.repository";
import { checkCode } from "../strategies/code/code-flow";
import { createVerificationFlow, sendVerificationCode } from "./verification-flow";
import { verificationDoneNodes } from "./verification-nodes";

export type VerificationOutcome =
  | { kind: "flow"; flow: Flow; status: 200 | 400 }
  | { kind: "replaced"; fresh: Flow; error: KratosError };

export type VerificationSubmit = {
  flow: Flow;
  body: SubmitBody;
  /** A link-style `token` (query or body): this service never issues link tokens. */
  token?: string;
  /** The browser flow's CSRF check (needed for an e-mail submit; a code may come from a mail link). */
  assertCsrf: () => void;
  csrfToken?: string;
};

/** POST /self-service/verification (method `code`), following ory/kratos strategy_verification.go. */
export async function submitVerification(
  ctx: IdentityContext,
  input: VerificationSubmit,
): Promise<VerificationOutcome> {
  const { flow, body } = input;
  const now = ctx.clock.now();
  const fresh = () =>
    createVerificationFlow(ctx, {
      type: flow.type,
      requestUrl: flow.requestUrl,
      returnTo: flow.returnTo ?? undefined,
      csrfToken: input.csrfToken,
    });
  if (flow.expiresAt.getTime() <= now.getTime()) {
    const next = await fresh();
    const error = expiredInto(flow, next, now);
    return { kind: "replaced", fresh: await ctx.flows.save(next), error };
  }
  if (input.token) return replaced(ctx, await fresh(), msg.verificationTokenInvalid());

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
    return replaced(ctx, await fresh(), accountMsg.verificationRetrySuccess());
  if (!email) {
    addNodeMessage(flow.ui, "email", msg.required("email"));
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  }
  if (!isEmail(email)) {
    setNodeValue(flow.ui, "email", email);
    addNodeMessage(flow.ui, "email", msg.invalidEmail(email));
    return { kind: "flow", flow: await ctx.flows.save(flow), status: 400 };
  }
  return { kind: "flow", flow: await sendVerificationCode(ctx, flow, email), status: 200 };
}

async function useCode(
  ctx: IdentityContext,
  flow: Flow,
  code: string,
  fresh: () => Promise<Flow>,
): Promise<VerificationOutcome> {
  const check = await checkCode(ctx, flow, code);
  if (check.result === "too_often") return replaced(ctx, await fresh(), accountMsg.tooManyCodeAttempts());
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

async function replaced(
  ctx: IdentityContext,
  next: Flow,
  message: Parameters<typeof replacedWithMessage>[1],
): Promise<VerificationOutcome> {
  const error = replacedWithMessage(next, message);
  return { kind: "replaced", fresh: await ctx.flows.save(next), error };
}
