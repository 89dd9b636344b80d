import type { IdentityWallet } from "@pithead/contract";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, permissions, walletAddresses, wallets } from "../../db/schema";
import { grantReads } from "../accounts/read-access";

/**
 * The wallets of `GET identity` ("user info includes wallets", SPEC section 3): the payout wallet of each miner
 * the user holds a permission on directly (not through a pool or operator), with its current address.
 * Only where the grant reads payments (`grantReads`: not a viewer, a member with the payments section).
 */
export async function identityWallets(db: Db, userId: string): Promise<IdentityWallet[]> {
  const granted = await db
    .select({
      id: wallets.id,
      minerId: miners.id,
      accountName: miners.accountName,
      currency: wallets.currency,
      role: permissions.role,
    })
    .from(permissions)
    .innerJoin(miners, eq(miners.id, permissions.minerId))
    .innerJoin(wallets, eq(wallets.minerId, miners.id))
    .where(and(eq(permissions.userId, userId), isNull(miners.deletedAt)))
    .orderBy(miners.accountName);
  const rows = granted.filter((row) => grantReads(row, "payments"));
  if (rows.length === 0) return [];
  const addresses = await db
    .select({ walletId: walletAddresses.walletId, address: walletAddresses.address })
    .from(walletAddresses)
    .where(
      inArray(
        walletAddresses.walletId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(walletAddresses.createdAt));
  const current = new Map<string, string>();
  for (const a of addresses) if (!current.has(a.walletId)) current.set(a.walletId, a.address);
  return rows.map((r) => ({
    id: r.id,
    miner_id: r.minerId,
    account_name: r.accountName,
    currency: "BTC" as const,
    address: current.get(r.id) ?? null,
  }));
}
