import type { Flow } from "../flow/flow";
import type { FlowHttp } from "../flow/flow-http";
import type { IdentityContext } from "../identity.context";
import type { SessionRow } from "./session.repository";
import { answerSession } from "./session-answer";

export type SubmitOutcome =
  | { kind: "flow"; flow: Flow }
  | {
      kind: "session";
      flow: Flow;
      session: SessionRow;
      token: string;
      needsSecondFactor: boolean;
      extra?: Record<string, unknown>;
      continueWith?: Record<string, unknown>[];
    };

/** A submit's answer: 400 with the flow and its messages, or the session answer. */
export async function sessionAnswerOrFlow(ctx: IdentityContext, http: FlowHttp, outcome: SubmitOutcome) {
  if (outcome.kind === "flow") {
    const saved = await ctx.flows.save(outcome.flow);
    return http.sendFlow(saved, 400);
  }
  return answerSession(ctx, http, outcome);
}
