import type { Permission } from "../types";
import { pathAfterAccountChange, saveAccountId } from "./active-account";

/** A switch: the choice is saved in this browser, then main (a platform account: /platform) with replace. */
export function switchAccount(
  account: Permission,
  navigate: (to: string, options: { replace: true }) => void,
  storage?: Pick<Storage, "setItem">,
): string {
  saveAccountId(account.id, storage);
  const target = pathAfterAccountChange(account);
  navigate(target, { replace: true });
  return target;
}
