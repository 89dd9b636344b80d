import { paths } from "../../config/paths";

export type IdentityLoad = { status: "success"; permissionCount: number } | { status: "error" };

/**
 * Identity load: a failure goes to login; zero permissions go to the name step (on main the query string
 * is kept, so a promo code or `reg` flag survives the detour).
 */
export function identityRedirect(url: URL, load: IdentityLoad): string | null {
  if (load.status === "error") return paths.auth.login.getHref();
  if (load.permissionCount > 0) return null;
  const onMain = url.pathname === paths.app.dashboard.path;
  return paths.auth.name.getHref(onMain ? url.search : undefined);
}
