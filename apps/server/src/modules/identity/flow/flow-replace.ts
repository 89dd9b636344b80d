import type { IdentitySettings } from "../identity.settings";
import { errors, KratosError } from "./errors";
import type { Flow } from "./flow";
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
