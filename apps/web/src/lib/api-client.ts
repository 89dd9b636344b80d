import type { ErrorBody, FieldError } from "@pithead/contract";

let lastId: string | null = null;

/**
 * `X-Request-Id` of the product API calls and file downloads: a random id per request, so a server log line can
 * be matched to a user's error report (the last one is attached to error reports as the `last_request_id` tag).
 */
export function nextRequestId(): string {
  // `randomUUID` needs a secure context (https or localhost); `getRandomValues` works everywhere.
  lastId =
    typeof crypto.randomUUID === "function"
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
          "",
        );
  return lastId;
}

/** The id of the latest request sent, if any. */
export function lastRequestId(): string | null {
  return lastId;
}

/**
 * The shell's answer checks (with valibot): a chunk of its own, loaded on first use, in parallel with the request
 * whose answer it checks (see `lib/response-schemas.ts`).
 */
export function loadResponseSchemas() {
  return import("./response-schemas");
}

/** Base of the product API (SPEC section 7). */
export const API_BASE = "/api/backend/v0.1";

/** A failed product API call, parsed from the product error body `{code, message, fields?}`. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** 429 from a limit that says when a try may pass (`retry_after_seconds`). */
  readonly retryAfterSeconds?: number;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? [];
    if (body.retry_after_seconds !== undefined) this.retryAfterSeconds = body.retry_after_seconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Send cookies (default). A few public calls (watcher check, random worker name) go without. */
  credentials?: boolean;
  signal?: AbortSignal;
  /** Ask for a second factor on `mfa_required` and repeat the call once (default true). */
  secondFactor?: boolean;
};

/** Answers `mfa_required`: resolves once the user completed a second factor, rejects when declined. */
export type SecondFactorHandler = () => Promise<void>;

let secondFactorHandler: SecondFactorHandler | null = null;

/** The app installs the two-factor dialog here; a product call failing with `mfa_required` waits for it. */
export function setSecondFactorHandler(handler: SecondFactorHandler | null): void {
  secondFactorHandler = handler;
}

/** The product error that asks for a second factor (SPEC section 8). */
export const MFA_REQUIRED = "mfa_required";

let watcherToken: string | null = null;

/** Watch mode: every later call carries the watcher token in `X-Watcher-Token`. */
export function setWatcherToken(token: string | null): void {
  watcherToken = token;
}

export function getWatcherToken(): string | null {
  return watcherToken;
}

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\//, "")}${search ? `?${search}` : ""}`;
}

async function readError(response: Response): Promise<ApiError> {
  const [body, schemas] = await Promise.all([
    response.json().catch((): unknown => null),
    loadResponseSchemas().catch(() => null),
  ]);
  const parsed = schemas?.parseErrorBody(body);
  if (parsed) return new ApiError(response.status, parsed);
  return new ApiError(response.status, {
    code: response.status === 404 ? "not_found" : "internal_error",
    message: response.statusText || `HTTP ${response.status}`,
  });
}

/** Calls the product API and returns the parsed JSON body (`undefined` for an empty answer). */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", "X-Request-Id": nextRequestId() };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (watcherToken) headers["X-Watcher-Token"] = watcherToken;

  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, request.query), {
      method: request.method ?? "GET",
      headers,
      credentials: request.credentials === false ? "omit" : "include",
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, { code: "network_error", message: String(error) });
  }
  if (!response.ok) {
    const error = await readError(response);
    if (error.code === MFA_REQUIRED && secondFactorHandler && request.secondFactor !== false) {
      await secondFactorHandler();
      return api<T>(path, { ...request, secondFactor: false });
    }
    throw error;
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
