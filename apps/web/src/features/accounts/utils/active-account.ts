import { paths } from "../../../config/paths";
import type { Permission } from "../types";
import { orderAccounts } from "./order-accounts";

export const ACTIVE_ACCOUNT_KEY = "pithead.active-account";

/** Active account: the saved permission id when it still exists, else the first after ordering. */
export function chooseActiveAccount(
  permissions: readonly Permission[],
  savedId: string | null,
): Permission | null {
  const saved = savedId ? permissions.find((permission) => permission.id === savedId) : undefined;
  return saved ?? orderAccounts(permissions)[0] ?? null;
}

export function readSavedAccountId(storage: Pick<Storage, "getItem"> = localStorage): string | null {
  try {
    return storage.getItem(ACTIVE_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

export function saveAccountId(id: string, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(ACTIVE_ACCOUNT_KEY, id);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
}

/** After an account change: a platform account goes to /platform, every other to main (with replace). */
export function pathAfterAccountChange(account: Permission): string {
  return account.type === "platform" ? paths.platform.rewards.getHref() : paths.app.dashboard.getHref();
}
