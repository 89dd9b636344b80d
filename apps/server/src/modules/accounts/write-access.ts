import type { AccessRole } from "@pithead/contract";
import type { Db } from "../../db/client";
import { type GrantVia, grantsOnMinerVia } from "./miner-access.repository";
import { accessDenied } from "./read-access";

/** Which roles, on the miner, its operator or its pool, may make a change. */
export type WriteRule = Partial<Record<GrantVia, readonly AccessRole[]>>;

/** Wallet addresses, payment limits, transfers: the miner's own owner/admin/treasurer, or its operator's owner/admin. */
export const moneyWriters: WriteRule = {
  miner: ["owner", "admin", "treasurer"],
  operator: ["owner", "admin"],
};

/** 403 `access_denied` unless one of the user's permissions reaching the miner satisfies the rule. */
export async function ensureMinerWrite(db: Db, userId: string, minerId: string, rule: WriteRule) {
  const grants = await grantsOnMinerVia(db, userId, minerId);
  const allowed = grants.some((g) => (rule[g.via] ?? []).includes(g.role as AccessRole));
  if (!allowed) throw accessDenied();
  return grants;
}
