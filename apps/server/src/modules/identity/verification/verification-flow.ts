import { accountMsg } from "../flow/account-messages";
import type { Flow, FlowType } from "../flow/flow";
import { flowUiUrl } from "../flow/flow-http";
import { msg } from "../flow/messages";
import { checkReturnTo } from "../flow/return-to";
import { normaliseEmail } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { addressesRepository } from "../strategies/code/addresses.repository";
import { issueCode, type NewCodeFlow, showCodeForm } from "../strategies/code/code-flow";
import { codeEmailNodes, codeEntryNodes } from "../strategies/code/code-nodes";

/** A verification flow asking for the address (state `choose_method`). */
export async function createVerificationFlow(ctx: IdentityContext, p: NewCodeFlow): Promise<Flow> {
  return ctx.flows.create({
    kind: "verification",
    type: p.type,
    requestUrl: p.requestUrl,
    returnTo: checkReturnTo(ctx.settings, p.returnTo),
    nodes: codeEmailNodes(),
    csrfToken: p.csrfToken,
  });
}

/**
 * Mails a code for `email` (when it is a known address) and moves the flow to `sent_email` with
 * the code form and message 1080003. Shared by the e-mail submit, registration and profile changes.
 */
export async function sendVerificationCode(
  ctx: IdentityContext,
  flow: Flow,
  rawEmail: string,
): Promise<Flow> {
  const email = normaliseEmail(rawEmail);
  const addresses = addressesRepository(ctx.db);
  const address = await addresses.findVerifiable(email);
  await issueCode(ctx, flow, "verification_code", {
    address: email,
    identityId: address?.identityId ?? null,
    addressId: address?.id ?? null,
  });
  if (address) await addresses.markSent(address.id);
  const labels = { code: accountMsg.labelVerificationCode(), submit: msg.labelSubmit() };
  showCodeForm(flow, codeEntryNodes(email, labels), msg.verificationCodeSent());
  return ctx.flows.save(flow);
}

/**
 * After registration or an e-mail change: a verification flow in `sent_email` for the new address
 * (its code mailed) and the `show_verification_ui` item that sends the user there.
 */
export async function startVerificationFor(
  ctx: IdentityContext,
  input: { email: string; type: FlowType; requestUrl: string; csrfToken?: string; returnTo?: string | null },
): Promise<Record<string, unknown>> {
  const flow = await createVerificationFlow(ctx, {
    type: input.type,
    requestUrl: input.requestUrl,
    returnTo: input.returnTo,
    csrfToken: input.csrfToken,
  });
  const sent = await sendVerificationCode(ctx, flow, input.email);
  return {
    action: "show_verification_ui",
    flow: {
      id: sent.id,
      verifiable_address: normaliseEmail(input.email),
      url: flowUiUrl(ctx.settings, "verification", sent.id),
    },
  };
}
