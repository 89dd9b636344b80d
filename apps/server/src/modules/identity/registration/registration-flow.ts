import { errors } from "../flow/errors";
import type { FlowType } from "../flow/flow";
import { checkReturnTo } from "../flow/return-to";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "../sessions/session.repository";
import { createInitCode } from "../sessions/token-exchange";
import { registrationNodes } from "./registration-nodes";

/** A new registration flow; signed-in requests get `session_already_available`. */
export async function createRegistrationFlow(
  ctx: IdentityContext,
  p: {
    type: FlowType;
    requestUrl: string;
    returnTo?: string;
    exchangeCode?: boolean;
    csrfToken?: string;
    session?: SessionRow;
  },
) {
  const returnTo = checkReturnTo(ctx.settings, p.returnTo);
  if (p.session) throw errors.alreadyLoggedIn();
  const flow = await ctx.flows.create({
    kind: "registration",
    type: p.type,
    requestUrl: p.requestUrl,
    returnTo,
    nodes: registrationNodes(),
    csrfToken: p.csrfToken,
  });
  const exchangeCode = p.type === "api" && p.exchangeCode ? await createInitCode(ctx, flow.id) : undefined;
  return { flow, exchangeCode };
}
