import type { IdentitySettings } from "../identity.settings";
import { errors, KratosError } from "./errors";
import { type Flow, isExpired } from "./flow";
import type { FlowService } from "./flow.service";
import type { FlowHttp } from "./flow-http";
import { flowUiUrl } from "./flow-http";
import { flowExpiredMessage } from "./messages";
import { addUiMessage, type UiText } from "./ui-nodes";

/**
 * Answers for a flow that a fresh one replaces (recovery, verification, settings), as Kratos does:
 * JSON clients get 410 with `use_flow_id` (the fresh flow carries the message), browser
 * navigations a 303 to the fresh flow's page.
 */

export function flowReplacedError(useFlowId: string): KratosError {
  return new KratosError(
    410,
    {
      id: "self_service_flow_replaced",
      reason: "The flow has been replaced by a new flow. Please use the new flow.",
      message: "self-service flow replaced",
    },
    { use_flow_id: useFlowId },
  );
}

/** What a submit of such a flow comes to: the flow again (with its messages), or a fresh flow replacing it. */
export type ReplaceableOutcome =
  | { kind: "flow"; flow: Flow; status: 200 | 400 }
  | { kind: "replaced"; fresh: Flow; error: KratosError };

/** `fresh` gets `message`; the answer points at it. */
export function answerReplaced(http: FlowHttp, settings: IdentitySettings, fresh: Flow, error: KratosError) {
  if (!http.json && fresh.type === "browser") return http.redirect(flowUiUrl(settings, fresh.kind, fresh.id));
  return http.sendJson(error.status, error.toBody());
}

export function replacedWithMessage(fresh: Flow, message: UiText): KratosError {
  addUiMessage(fresh.ui, message);
  return flowReplacedError(fresh.id);
}

/** The 410 `self_service_flow_expired` of `expired`, its message placed on `fresh`. */
export function expiredInto(expired: Flow, fresh: Flow, now: Date): KratosError {
  addUiMessage(fresh.ui, flowExpiredMessage(expired.kind, expired.expiresAt, now));
  return errors.flowExpired(expired.expiresAt, now, fresh.id);
}

/**
 * When `flow` has expired: a fresh flow from `renew`, saved with the expiry message, and the 410
 * `self_service_flow_expired` naming it (`use_flow_id`). Undefined while the flow is still live.
 */
export async function renewIfExpired(
  flows: FlowService,
  flow: Flow,
  now: Date,
  renew: () => Promise<Flow>,
): Promise<{ fresh: Flow; error: KratosError } | undefined> {
  if (!isExpired(flow, now)) return undefined;
  const next = await renew();
  const error = expiredInto(flow, next, now);
  return { fresh: await flows.save(next), error };
}

/** Saves `next` with `message` and answers that it replaces the submitted flow. */
export async function replacedBy(
  flows: FlowService,
  next: Flow,
  message: UiText,
): Promise<Extract<ReplaceableOutcome, { kind: "replaced" }>> {
  const error = replacedWithMessage(next, message);
  return { kind: "replaced", fresh: await flows.save(next), error };
}

/** The answer to a submit outcome: the flow with `status`, or the replacement answer. */
export function answerOutcome(http: FlowHttp, settings: IdentitySettings, outcome: ReplaceableOutcome) {
  if (outcome.kind === "replaced") return answerReplaced(http, settings, outcome.fresh, outcome.error);
  return http.sendFlow(outcome.flow, outcome.status);
}
