import { type RoleCapability, roleMay } from "@pithead/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { permissions } from "../../db/schema";
import { type GrantVia, grantsOnMinerVia } from "./miner-access.repository";
import { accessDenied } from "./read-access";

/**
 * Which permissions reaching a miner count for a change: one on the miner itself, or on its Control Hub operator
 * (which manages its customers' money); never one on the pool. What the role may do is the contract's table.
 */
const writeVias: readonly GrantVia[] = ["miner", "operator"];

/** 403 `access_denied` unless one of the user's permissions on the miner or its operator has the capability. */
export async function ensureMinerWrite(db: Db, userId: string, minerId: string, capability: RoleCapability) {
  const grants = await grantsOnMinerVia(db, userId, minerId);
  if (!grants.some((g) => writeVias.includes(g.via) && roleMay(g.role, capability))) throw accessDenied();
}

/** 403 `access_denied` unless the user's permission on the operator itself (not its pool) has the capability. */
export async function ensureOperatorWrite(
  db: Db,
  userId: string,
  operatorId: string,
  capability: RoleCapability,
) {
  const rows = await db
    .select({ role: permissions.role })
    .from(permissions)
    .where(and(eq(permissions.operatorId, operatorId), eq(permissions.userId, userId)));
  if (!rows.some((r) => roleMay(r.role, capability))) throw accessDenied();
}
