import { paths } from "../../config/paths";
import type { Permission } from "../../features/accounts/types";

/** Only the platform account type gets the platform section; everyone else goes to main. */
export function platformRedirect(account: Permission | null): string | null {
  return account?.type === "platform" ? null : paths.app.dashboard.getHref();
}
