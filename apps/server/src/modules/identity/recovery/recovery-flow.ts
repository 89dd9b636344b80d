import { accountMsg } from "../flow/account-messages";
import type { Flow } from "../flow/flow";
import { msg } from "../flow/messages";
import { checkReturnTo } from "../flow/return-to";
import { normaliseEmail } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { addressesRepository } from "../strategies/code/addresses.repository";
import { issueCode, type NewCodeFlow, showCodeForm } from "../strategies/code/code-flow";
import { codeEmailNodes, codeEntryNodes } from "../strategies/code/code-nodes";

/** A recovery flow asking for the address (state `choose_method`). */
export async function createRecoveryFlow(ctx: IdentityContext, p: NewCodeFlow): Promise<Flow> {
  return ctx.flows.create({
    kind: "recovery",
    type: p.type,
    requestUrl: p.requestUrl,
    returnTo: checkReturnTo(ctx.settings, p.returnTo),
    nodes: codeEmailNodes(),
    csrfToken: p.csrfToken,
  });
}

/**
 * Mails a new code when `email` is a recovery address (an unknown address gets nothing, and the
 * answer is the same, so nobody learns which addresses exist); state `sent_email`, message 1060003.
 */
export async function sendRecoveryCode(ctx: IdentityContext, flow: Flow, rawEmail: string): Promise<Flow> {
  const email = normaliseEmail(rawEmail);
  const address = await addressesRepository(ctx.db).findRecovery(email);
  await issueCode(ctx, flow, "recovery_code", {
    address: email,
    identityId: address?.identityId ?? null,
    addressId: address?.id ?? null,
  });
  const labels = { code: accountMsg.labelRecoveryCode(), submit: accountMsg.labelContinue() };
  showCodeForm(flow, codeEntryNodes(email, labels), msg.recoveryCodeSent());
  return ctx.flows.save(flow);
}
