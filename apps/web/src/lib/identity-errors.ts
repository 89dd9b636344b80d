import { ResponseError } from "@ory/client-fetch";

/** A failed identity call, read from Kratos's generic error body (or a flow body on 400). */
export type IdentityFailure = {
  status: number;
  /** `error.id` (e.g. `session_aal2_required`), or null when the body has none. */
  id: string | null;
  /** The whole JSON body: a flow (400), or `{error, redirect_browser_to?, use_flow_id?}`. */
  body: Record<string, unknown> | null;
};

/** The identity service answered `session_aal2_required`: a second factor is needed (SPEC section 6). */
export const AAL2_REQUIRED = "session_aal2_required";

/** Reads a rejected SDK call; null when it is not an HTTP answer (network failure, bug). */
export async function readIdentityFailure(error: unknown): Promise<IdentityFailure | null> {
  if (!(error instanceof ResponseError)) return null;
  const response = error.response;
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = await response.clone().json();
    if (typeof parsed === "object" && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  const inner = body?.error as { id?: unknown } | undefined;
  const id = typeof inner?.id === "string" ? inner.id : null;
  return { status: response.status, id, body };
}

/** The `redirect_browser_to` of an error body, when present. */
export function redirectTarget(failure: IdentityFailure): string | null {
  const value = failure.body?.redirect_browser_to;
  return typeof value === "string" && value ? value : null;
}
