import type { Flow, FlowType } from "../flow/flow";
import { msg } from "../flow/messages";
import { checkReturnTo } from "../flow/return-to";
import { addUiMessage } from "../flow/ui-nodes";
import { normaliseEmail } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { addressesRepository } from "../strategies/code/addresses.repository";
import { issueCode } from "../strategies/code/code-flow";
import { recoveryCodeNodes, recoveryEmailNodes } from "./recovery-nodes";

export type NewRecoveryFlow = {
  type: FlowType;
  requestUrl: string;
  returnTo?: string | null;
  csrfToken?: string;
};

/** A recovery flow asking for the address (state `choose_method`). */
export async function createRecoveryFlow(ctx: IdentityContext, p: NewRecoveryFlow): Promise<Flow> {
  return ctx.flows.create({
    kind: "recovery",
    type: p.type,
    requestUrl: p.requestUrl,
    returnTo: p.returnTo ? checkReturnTo(ctx.settings, p.returnTo) : null,
    nodes: recoveryEmailNodes(),
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
  const csrf = flow.ui.nodes.find((n) => n.attributes.name === "csrf_token");
  flow.state = "sent_email";
  flow.internal.active = "code";
  flow.ui.nodes = [...(csrf ? [csrf] : []), ...recoveryCodeNodes(email)];
  flow.ui.messages = [];
  addUiMessage(flow.ui, msg.recoveryCodeSent());
  return ctx.flows.save(flow);
}
