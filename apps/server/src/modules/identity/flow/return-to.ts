import type { IdentitySettings } from "../identity.settings";
import { errors } from "./errors";

/**
 * `return_to` is allowed only on the origin of PUBLIC_URL (absolute, or a path resolved against
 * it); anything else is 400 `self_service_flow_return_to_forbidden`. Returns the absolute URL.
 */
export function checkReturnTo(settings: IdentitySettings, returnTo: unknown): string | null {
  if (returnTo === undefined || returnTo === null || returnTo === "") return null;
  if (typeof returnTo !== "string") throw errors.returnToForbidden(String(returnTo));
  let url: URL;
  try {
    url = new URL(returnTo, settings.publicUrl);
  } catch {
    throw errors.returnToForbidden(returnTo);
  }
  if (url.origin !== new URL(settings.publicUrl).origin) throw errors.returnToForbidden(returnTo);
  return url.toString();
}
