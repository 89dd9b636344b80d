/**
 * JSON or browser: a request is "JSON" when its Accept header prefers application/json over
 * text/html (or its body is JSON on a submit). JSON requests get JSON answers; the others (HTML
 * forms, links) get 303 redirects to the UI, as Kratos does.
 */

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/** The q value of exactly `type` in an Accept header, 0 when absent (wildcards do not count). */
function quality(accept: string, type: string): number {
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.trim().toLowerCase().split(";");
    if (range.trim() !== type) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return qParam ? Number(qParam.slice(2)) || 0 : 1;
  }
  return 0;
}

/** `Accept` names application/json at least as strongly as text/html (a bare wildcard means a browser). */
export function acceptsJson(headers: Headers): boolean {
  const accept = header(headers, "accept");
  const json = quality(accept, "application/json");
  return json > 0 && json >= quality(accept, "text/html");
}

export function hasJsonBody(headers: Headers): boolean {
  return header(headers, "content-type").toLowerCase().startsWith("application/json");
}

/** A submit is answered in JSON when the client asks for JSON or sent JSON. */
export function isJsonRequest(headers: Headers, submit = false): boolean {
  return acceptsJson(headers) || (submit && hasJsonBody(headers));
}
