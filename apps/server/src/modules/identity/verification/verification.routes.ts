import { answerOutcome } from "../flow/flow-replace";
import { codeFlowRoutes } from "../strategies/code/code-flow.routes";
import { createVerificationFlow } from "./verification-flow";
import { submitVerification } from "./verification-submit";

/** /self-service/verification/{browser,api,flows} and POST /self-service/verification (method `code`). */
export default codeFlowRoutes({
  kind: "verification",
  create: createVerificationFlow,
  // Unlike the submit's replacement, the fresh flow for an expired one fetched by id has no return_to.
  async submit(ctx, _request, http, input) {
    return answerOutcome(http, ctx.settings, await submitVerification(ctx, input));
  },
});
