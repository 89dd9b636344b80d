import { paths } from "../../config/paths";

export type WatcherCheck = { status: "success" } | { status: "error" } | { status: "missing" };

/** Watch mode: a missing token or a failed check goes to main. */
export function watchRedirect(check: WatcherCheck): string | null {
  return check.status === "success" ? null : paths.app.dashboard.getHref();
}
