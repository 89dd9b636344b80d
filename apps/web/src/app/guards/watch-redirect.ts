import { paths } from "../../config/paths";
import { ROUTE_NOTICE_PARAM } from "../route-notice";

export type WatcherCheck = { status: "success" } | { status: "error" } | { status: "missing" };

/**
 * Watch mode: a missing token or a refused check (bad, revoked or expired link) goes to main, carrying
 * `notice=watch_link_invalid`, so the page it lands on (sign-in without a session) says why.
 */
export function watchRedirect(check: WatcherCheck): string | null {
  if (check.status === "success") return null;
  return paths.app.dashboard.getHref(new URLSearchParams({ [ROUTE_NOTICE_PARAM]: "watch_link_invalid" }));
}
