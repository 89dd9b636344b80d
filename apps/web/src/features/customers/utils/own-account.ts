import type { CreatePoolMinerBody } from "@pithead/contract";
import { roleMay } from "@pithead/contract";

/**
 * Which form `/customers/create-sub` shows for the active account: the Control Hub's (`operator`), a pool's
 * miner account (`pool`), a miner's own sub-account (`miner`), or none (no account, the platform, or a role
 * without `manage_settings` on it).
 */
export type SubAccountMode = "operator" | "pool" | "miner";

export function subAccountMode(account: { type: string; role?: string } | null): SubAccountMode | null {
  if (!account || !roleMay(account.role ?? "", "manage_settings")) return null;
  if (account.type === "operator" || account.type === "pool" || account.type === "miner") return account.type;
  return null;
}

/** `POST pools/{id}/miners`: the e-mail and title only when filled in (without an e-mail the caller owns it). */
export function poolMinerBody(fields: {
  accountName: string;
  email: string;
  title: string;
}): CreatePoolMinerBody {
  const body: CreatePoolMinerBody = { account_name: fields.accountName };
  if (fields.email.trim()) body.email = fields.email.trim();
  if (fields.title.trim()) body.title = fields.title.trim();
  return body;
}

/** `POST miners` with a parent: another account of the parent's owners (the endpoint takes no title). */
export function subMinerBody(accountName: string, parentMinerId: string) {
  return { account_name: accountName, parent_miner_id: parentMinerId };
}
