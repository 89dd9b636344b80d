/**
 * Which error reports are not worth sending (SPEC section 8): network errors, chunk-load errors, the
 * ResizeObserver loop notice and errors raised by browser extensions. Pure: reads Sentry's event shape only.
 */

type Frame = { filename?: string; abs_path?: string };
type ExceptionValue = { type?: string; value?: string; stacktrace?: { frames?: Frame[] } };
export type ReportEvent = { message?: string; exception?: { values?: ExceptionValue[] } };
export type ReportHint = { originalException?: unknown };

export type DropReason = "network" | "chunk-load" | "resize-observer" | "browser-extension";

/** What `fetch` rejects with when the request never got an answer (Chrome, Firefox, Safari, React Native). */
const networkMessage =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed)\b/i;
/** A lazy route's chunk (or its CSS) could not be loaded: a deploy or the network, not a bug. */
const chunkMessage =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;
const resizeObserverMessage = /ResizeObserver loop/i;
const extensionUrl = /^(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

/** The app's `ApiError` with status 0: the call never reached the server (duck-typed: no import of it). */
function isNetworkApiError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, status } = error as { name?: unknown; status?: unknown };
  return name === "ApiError" && status === 0;
}

function texts(event: ReportEvent, hint: ReportHint): string[] {
  const out: string[] = [];
  if (event.message) out.push(event.message);
  for (const value of event.exception?.values ?? []) if (value.value) out.push(value.value);
  const original = hint.originalException;
  if (original instanceof Error) out.push(original.message);
  else if (typeof original === "string") out.push(original);
  return out;
}

/** Why the event is dropped, or null when it is sent. */
export function dropReason(event: ReportEvent, hint: ReportHint = {}): DropReason | null {
  const values = event.exception?.values ?? [];
  const messages = texts(event, hint);
  // Chunk-load first: Chrome's "Failed to fetch dynamically imported module" is also a "Failed to fetch".
  if (values.some((v) => v.type === "ChunkLoadError") || messages.some((m) => chunkMessage.test(m)))
    return "chunk-load";
  if (isNetworkApiError(hint.originalException)) return "network";
  if (values.some((v) => v.type === "ApiError" && /network_error|^TypeError: /.test(v.value ?? "")))
    return "network";
  const isTypeError =
    values.some((v) => v.type === "TypeError") || hint.originalException instanceof TypeError;
  if (isTypeError && messages.some((m) => networkMessage.test(m))) return "network";
  if (messages.some((m) => resizeObserverMessage.test(m))) return "resize-observer";
  const frames = values.flatMap((v) => v.stacktrace?.frames ?? []);
  if (frames.some((f) => extensionUrl.test(f.filename ?? "") || extensionUrl.test(f.abs_path ?? "")))
    return "browser-extension";
  return null;
}
