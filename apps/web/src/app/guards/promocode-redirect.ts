import { paths } from "../../config/paths";

/** A `promocode` query parameter on main goes to registration, carrying all query parameters. */
export function promocodeRedirect(url: URL): string | null {
  if (url.pathname !== paths.app.dashboard.path) return null;
  if (!url.searchParams.has("promocode")) return null;
  return paths.auth.registration.getHref(url.search);
}
