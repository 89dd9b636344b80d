import { AAL2_REQUIRED, type IdentityFailure, redirectTarget } from "../../../lib/identity-errors";
import type { Flow } from "../types";

/** What a screen does with a failed flow call (SPEC section 8, kratos-contract "Errors"). */
export type FlowErrorAction =
  | { type: "show-flow"; flow: Flow }
  | { type: "expired"; useFlowId: string | null }
  | { type: "restart" }
  | { type: "redirect"; to: string }
  | { type: "refresh"; to: string | null }
  | { type: "signed-in" }
  | { type: "second-factor"; to: string | null }
  | { type: "sign-in" }
  | { type: "rate-limited"; retryAfterSeconds: number | null }
  | { type: "generic" };

function isFlow(body: Record<string, unknown> | null): body is Flow & Record<string, unknown> {
  const ui = body?.ui as { nodes?: unknown } | undefined;
  return typeof body?.id === "string" && Array.isArray(ui?.nodes);
}

/**
 * 400 with a flow -> draw it (messages sit on its nodes); 410 -> a new flow (`use_flow_id`); CSRF or an unknown
 * flow -> restart; 422 -> follow `redirect_browser_to`; refresh needed -> sign in again and come back; already
 * signed in -> go on; second factor -> the aal2 step; no session -> sign in; 429 (failed sign-ins slow down,
 * identity README) -> say how long to wait; anything else -> the generic toast.
 */
export function flowErrorAction(failure: IdentityFailure | null): FlowErrorAction {
  if (!failure) return { type: "generic" };
  const { status, id, body } = failure;
  if (id === "session_refresh_required") return { type: "refresh", to: redirectTarget(failure) };
  if (id === AAL2_REQUIRED) return { type: "second-factor", to: redirectTarget(failure) };
  if (id === "session_already_available") return { type: "signed-in" };
  if (id === "security_csrf_violation") return { type: "restart" };
  if (id === "session_inactive" || id === "session_aal1_required") return { type: "sign-in" };
  if (status === 410 || id === "self_service_flow_expired") {
    const useFlowId = body?.use_flow_id;
    return { type: "expired", useFlowId: typeof useFlowId === "string" ? useFlowId : null };
  }
  if (status === 422 || id === "browser_location_change_required") {
    const to = redirectTarget(failure);
    return to ? { type: "redirect", to } : { type: "generic" };
  }
  if (status === 400 && isFlow(body)) return { type: "show-flow", flow: body };
  if (status === 404) return { type: "restart" };
  if (status === 429) {
    const details = (body?.error as { details?: { retry_after_seconds?: unknown } } | undefined)?.details;
    const seconds = details?.retry_after_seconds;
    return { type: "rate-limited", retryAfterSeconds: typeof seconds === "number" ? seconds : null };
  }
  return { type: "generic" };
}
