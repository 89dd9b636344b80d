import { paths } from "../../config/paths";
import type { AccessEntry, GuardedPage } from "../../features/accounts/types";
import { hasPageAccess } from "../../features/accounts/utils/access-entry";

/** Guarded pages (payments, workers, transfers, referrals, accessControl): without access -> main. */
export function accessRedirect(entry: AccessEntry | null, page: GuardedPage): string | null {
  return hasPageAccess(entry, page) ? null : paths.app.dashboard.getHref();
}
