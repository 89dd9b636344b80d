import { roleMay } from "@pithead/contract";

type Account = { id: string; type: string; role?: string } | null;

/**
 * The pool whose users the active account may manage: a pool account with a role that manages access (owner,
 * admin). Null for everyone else (the pages then explain that they are for the pool's staff).
 */
export function managedPoolOf(account: Account): string | null {
  if (account?.type !== "pool") return null;
  return roleMay(account.role ?? "", "manage_access") ? account.id : null;
}
