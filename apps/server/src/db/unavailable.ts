import { DatabaseTimeoutError } from "./client";

/**
 * SQLSTATEs that mean "the database could not serve this now", not "the request is wrong": a bounded wait ran
 * out (statement, lock, idle transaction), the server is going away or not yet back, or it has no room.
 */
const transientStates = new Set([
  "57014", // query_canceled: statement_timeout
  "55P03", // lock_not_available: lock_timeout
  "25P03", // idle_in_transaction_session_timeout
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting, or in recovery after a crash)
  "53300", // too_many_connections
  "40P01", // deadlock_detected
  "40001", // serialization_failure
]);

/** pg's and pg-pool's own words for a wait that ran out or a connection that went away. */
const transientMessages = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Query read timeout",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
];
const transientSocketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"]);

/** What a 503 for an unavailable database asks the client to wait before trying again. */
export const unavailableRetryAfterSeconds = 2;

/**
 * Whether `err` (or an error it wraps: Drizzle's `DrizzleQueryError` keeps pg's error as `cause`) says the
 * database is unreachable or busy; plugins/errors.ts answers these 503 `service_unavailable`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseTimeoutError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (transientStates.has(code) || transientSocketCodes.has(code)))
      return true;
    if (typeof code === "string" && code.startsWith("08")) return true; // connection_exception class
    if (transientMessages.some((m) => e instanceof Error && e.message.startsWith(m))) return true;
  }
  return false;
}
