import { flowToJson } from "../flow/flow";
import { flowUiUrl } from "../flow/flow-http";
import { answerOutcome } from "../flow/flow-replace";
import { sessionCookie, sessionToken } from "../sessions/session-http";
import { codeFlowRoutes } from "../strategies/code/code-flow.routes";
import { createRecoveryFlow } from "./recovery-flow";
import { alreadySignedIn, submitRecovery } from "./recovery-submit";

/**
 * /self-service/recovery/{browser,api,flows} and POST /self-service/recovery (method `code`).
 * Recovery is for signed-out users; a matching code answers with a session and a settings flow.
 */
export default codeFlowRoutes({
  kind: "recovery",
  create: createRecoveryFlow,
  async beforeBrowserFlow(ctx, request, http, returnTo) {
    if (!(await ctx.sessions.fromToken(sessionToken(request)))) return undefined;
    if (!http.json) return http.redirect(returnTo ?? ctx.settings.defaultReturnTo);
    throw alreadySignedIn();
  },
  async submit(ctx, request, http, input) {
    const outcome = await submitRecovery(ctx, {
      ...input,
      signedIn: Boolean(await ctx.sessions.fromToken(sessionToken(request))),
      device: { ip: request.ip, userAgent: request.headers["user-agent"] },
    });
    if (outcome.kind !== "recovered") return answerOutcome(http, ctx.settings, outcome);
    const { flow: done, issued, settingsFlow, continueWith } = outcome.recovered;
    if (done.type === "browser") {
      http.setCookie(sessionCookie(ctx.settings, issued.token, issued.session.expiresAt, ctx.clock.now()));
      if (!http.json) return http.redirect(flowUiUrl(ctx.settings, "settings", settingsFlow.id));
    }
    return http.sendJson(200, flowToJson(done, { continue_with: continueWith }));
  },
});
