export type RouteErrorAction = "not-found" | "reload" | "internal-error";

/** Extracts an HTTP-like status from a route error (router responses, RouteError, ApiError). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === "number" ? status : undefined;
}

/**
 * Route errors: 404 shows the not-found page; any other error reloads the configuration and the page once;
 * when that was already tried (or the reload fails) the internal-error page shows.
 */
export function routeErrorAction(error: unknown, alreadyReloaded: boolean): RouteErrorAction {
  if (errorStatus(error) === 404) return "not-found";
  return alreadyReloaded ? "internal-error" : "reload";
}
