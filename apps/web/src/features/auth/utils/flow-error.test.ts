import { describe, expect, it } from "vitest";
import type { IdentityFailure } from "../../../lib/identity-errors";
import { flowErrorAction } from "./flow-error";

const failure = (status: number, body: Record<string, unknown> | null): IdentityFailure => {
  const inner = body?.error as { id?: string } | undefined;
  return { status, id: inner?.id ?? null, body };
};
const flow = { id: "f1", type: "browser", ui: { action: "x", method: "POST", nodes: [] } };

describe("flowErrorAction", () => {
  it("draws the returned flow on 400", () => {
    expect(flowErrorAction(failure(400, flow))).toEqual({ type: "show-flow", flow });
  });

  it("says how long to wait on 429 (failed sign-ins slow down), or to try later without a figure", () => {
    const body = {
      error: { id: "self_service_flow_rate_limited", code: 429, details: { retry_after_seconds: 8 } },
    };
    expect(flowErrorAction(failure(429, body))).toEqual({ type: "rate-limited", retryAfterSeconds: 8 });
    expect(flowErrorAction(failure(429, { error: { code: 429 } }))).toEqual({
      type: "rate-limited",
      retryAfterSeconds: null,
    });
  });

  it("restarts with use_flow_id on 410", () => {
    const body = { error: { id: "self_service_flow_expired", code: 410 }, use_flow_id: "f2" };
    expect(flowErrorAction(failure(410, body))).toEqual({ type: "expired", useFlowId: "f2" });
    expect(flowErrorAction(failure(410, { error: { code: 410 } }))).toEqual({
      type: "expired",
      useFlowId: null,
    });
  });

  it("restarts a new flow on a CSRF violation", () => {
    expect(flowErrorAction(failure(403, { error: { id: "security_csrf_violation" } }))).toEqual({
      type: "restart",
    });
  });

  it("follows redirect_browser_to on 422", () => {
    const to = "http://pool.test/identity/self-service/login/browser?aal=aal2";
    const body = { error: { id: "browser_location_change_required", code: 422 }, redirect_browser_to: to };
    expect(flowErrorAction(failure(422, body))).toEqual({ type: "redirect", to });
  });

  it("asks to sign in again on session_refresh_required", () => {
    const body = { error: { id: "session_refresh_required" }, redirect_browser_to: "/x" };
    expect(flowErrorAction(failure(403, body))).toEqual({ type: "refresh", to: "/x" });
  });

  it("goes on when already signed in, to the second factor when aal2 is needed", () => {
    expect(flowErrorAction(failure(400, { error: { id: "session_already_available" } }))).toEqual({
      type: "signed-in",
    });
    expect(flowErrorAction(failure(403, { error: { id: "session_aal2_required" } }))).toEqual({
      type: "second-factor",
      to: null,
    });
    expect(flowErrorAction(failure(401, { error: { id: "session_inactive" } }))).toEqual({ type: "sign-in" });
  });

  it("falls back to the generic toast", () => {
    expect(flowErrorAction(null)).toEqual({ type: "generic" });
    expect(flowErrorAction(failure(500, { error: { code: 500 } }))).toEqual({ type: "generic" });
    expect(flowErrorAction(failure(422, { error: { code: 422 } }))).toEqual({ type: "generic" });
  });
});
