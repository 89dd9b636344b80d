/** Kratos error bodies: `{error: {id?, code, status, reason?, message, details?}, ...extras}`. */

const statusText: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  410: "Gone",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export type KratosErrorContent = {
  id?: string;
  code: number;
  status: string;
  reason?: string;
  message: string;
  details?: Record<string, unknown>;
};

/** An error an identity service throws; the routes answer it as Kratos does (JSON or redirect). */
export class KratosError extends Error {
  constructor(
    readonly status: number,
    readonly content: Omit<KratosErrorContent, "code" | "status">,
    /** Fields beside `error`: `redirect_browser_to`, `use_flow_id`, `expired_at`, `since`. */
    readonly extras: Record<string, unknown> = {},
  ) {
    super(content.message);
    this.name = "KratosError";
  }

  get id(): string | undefined {
    return this.content.id;
  }

  toBody(): Record<string, unknown> {
    const error: KratosErrorContent = {
      ...(this.content.id ? { id: this.content.id } : {}),
      code: this.status,
      status: statusText[this.status] ?? "Error",
      ...(this.content.reason ? { reason: this.content.reason } : {}),
      message: this.content.message,
      ...(this.content.details ? { details: this.content.details } : {}),
    };
    return { error, ...this.extras };
  }
}

export const errors = {
  sessionInactive: () =>
    new KratosError(401, {
      id: "session_inactive",
      reason: "No active session was found in this request.",
      message: "request does not have a valid authentication session",
    }),
  aal2Required: (redirectBrowserTo: string) =>
    new KratosError(
      403,
      {
        id: "session_aal2_required",
        reason:
          "An active session was found but it does not fulfill the Authenticator Assurance Level, implying that the session must (e.g.) authenticate the second authentication factor.",
        message: "Session does not fulfill the requested Authenticator Assurance Level",
      },
      { redirect_browser_to: redirectBrowserTo },
    ),
  aal1Required: () =>
    new KratosError(401, {
      id: "session_aal1_required",
      reason: "You can not requested a higher AAL (AAL2/AAL3) without an active session.",
      message: "aal2 and aal3 can only be requested if a session exists already",
    }),
  refreshRequired: (redirectBrowserTo: string) =>
    new KratosError(
      403,
      {
        id: "session_refresh_required",
        reason:
          "The login session is too old and thus not allowed to update these fields. Please re-authenticate.",
        message:
          "The login session is too old and thus not allowed to update these fields. Please re-authenticate.",
      },
      { redirect_browser_to: redirectBrowserTo },
    ),
  alreadyLoggedIn: () =>
    new KratosError(400, {
      id: "session_already_available",
      reason:
        "A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?",
      message: "you are already logged in",
    }),
  csrf: () =>
    new KratosError(403, {
      id: "security_csrf_violation",
      reason:
        "Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.",
      message: "the request was rejected to protect you from Cross-Site-Request-Forgery",
      details: {
        docs: "https://www.ory.sh/kratos/docs/debug/csrf",
        hint: "The anti-CSRF cookie was found but the CSRF token was not included in the HTTP request body (csrf_token) nor in the HTTP Header (X-CSRF-Token).",
      },
    }),
  flowExpired: (expiredAt: Date, now: Date, useFlowId: string) => {
    const ms = now.getTime() - expiredAt.getTime();
    return new KratosError(
      410,
      {
        id: "self_service_flow_expired",
        reason: `The self-service flow expired ${(ms / 60_000).toFixed(2)} minutes ago, initialize a new one.`,
        message: "self-service flow expired",
      },
      { expired_at: expiredAt.toISOString(), since: ms * 1_000_000, use_flow_id: useFlowId },
    );
  },
  locationChange: (redirectBrowserTo: string) =>
    new KratosError(
      422,
      {
        id: "browser_location_change_required",
        reason: `In order to complete this flow please redirect the browser to: ${redirectBrowserTo}`,
        message: "browser location change required",
      },
      { redirect_browser_to: redirectBrowserTo },
    ),
  returnToForbidden: (returnTo: string) =>
    new KratosError(400, {
      id: "self_service_flow_return_to_forbidden",
      reason: `Requested return_to URL "${returnTo}" is not allowed.`,
      message: "The request was malformed or contained invalid parameters",
    }),
  browserFlowRequired: (reason: string) =>
    new KratosError(400, {
      id: "browser_flow_required",
      reason,
      message: "The request was malformed or contained invalid parameters",
    }),
  flowTypeMismatch: (reason: string) =>
    new KratosError(403, {
      id: "security_identity_mismatch",
      reason,
      message: "The requested action was forbidden",
    }),
  badRequest: (reason: string) =>
    new KratosError(400, { reason, message: "The request was malformed or contained invalid parameters" }),
  forbidden: (reason: string) =>
    new KratosError(403, { reason, message: "The requested action was forbidden" }),
  notFound: (reason: string) =>
    new KratosError(404, { reason, message: "The requested resource could not be found" }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new KratosError(429, {
      id: "self_service_flow_rate_limited",
      reason: `Too many failed sign-in attempts. Try again in ${
        retryAfterSeconds < 60
          ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
          : `${Math.ceil(retryAfterSeconds / 60)} minutes`
      }.`,
      message: "too many requests",
      details: { retry_after_seconds: retryAfterSeconds },
    }),
};
