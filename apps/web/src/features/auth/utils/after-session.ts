import type { ContinueWith } from "@ory/client-fetch";
import { paths } from "../../../config/paths";
import { destinationOf, safeReturnPath } from "./spa-target";

/**
 * Where a new session goes: the verification step when the identity service asks for it (registration),
 * else its `redirect_browser_to` when it stays in this app, else `return_to`, else main.
 */
export function pathAfterSession(
  continueWith: readonly ContinueWith[],
  returnTo: string | null,
  origin: string,
): string {
  const query: Record<string, string> = returnTo ? { return_to: returnTo } : {};
  for (const item of continueWith) {
    if (item.action === "show_verification_ui") {
      return paths.auth.verification.getHref(new URLSearchParams({ flow: item.flow.id, ...query }));
    }
  }
  const fromReturnTo = safeReturnPath(returnTo, origin);
  if (fromReturnTo) return fromReturnTo;
  for (const item of continueWith) {
    if (item.action === "redirect_browser_to") {
      const destination = destinationOf(item.redirect_browser_to, origin);
      if (destination.internal) return destination.to;
    }
  }
  return paths.app.dashboard.getHref();
}

/** The query a screen hands on to its neighbours (login <-> registration <-> recovery), without its flow id. */
export function carriedQuery(search: URLSearchParams, drop: readonly string[] = ["flow"]): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of drop) next.delete(key);
  return next;
}
