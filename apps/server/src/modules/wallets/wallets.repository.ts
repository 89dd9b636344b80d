import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, pools, walletAddresses, wallets } from "../../db/schema";

export type WalletRow = typeof wallets.$inferSelect;
export type WalletAddressRow = typeof walletAddresses.$inferSelect;
/** A wallet with its pool's payment settings. */
export type WalletWithPool = WalletRow & { minPaymentFloor: bigint };

const withPool = {
  id: wallets.id,
  minerId: wallets.minerId,
  currency: wallets.currency,
  minPayment: wallets.minPayment,
  maxPayment: wallets.maxPayment,
  createdAt: wallets.createdAt,
  updatedAt: wallets.updatedAt,
  minPaymentFloor: pools.minPaymentFloor,
};

/** Drizzle access to wallets and their addresses (deleted miners' wallets are not found). */
export function walletsRepository(db: Db) {
  const selectWallet = () =>
    db
      .select(withPool)
      .from(wallets)
      .innerJoin(miners, eq(miners.id, wallets.minerId))
      .innerJoin(pools, eq(pools.id, miners.poolId));
  return {
    /** The pool's settings of a live miner (undefined for an unknown or deleted miner). */
    async poolOfMiner(minerId: string) {
      const [row] = await db
        .select({ minPaymentFloor: pools.minPaymentFloor, defaultMinPayment: pools.defaultMinPayment })
        .from(miners)
        .innerJoin(pools, eq(pools.id, miners.poolId))
        .where(and(eq(miners.id, minerId), isNull(miners.deletedAt)));
      return row;
    },
    async byMiner(minerId: string): Promise<WalletWithPool | undefined> {
      const [row] = await selectWallet().where(and(eq(wallets.minerId, minerId), isNull(miners.deletedAt)));
      return row;
    },
    async byId(walletId: string): Promise<WalletWithPool | undefined> {
      const [row] = await selectWallet().where(and(eq(wallets.id, walletId), isNull(miners.deletedAt)));
      return row;
    },
    /** Creates the miner's wallet unless one exists (two first reads at once make one). */
    async create(minerId: string, minPayment: bigint, at: Date): Promise<void> {
      await db
        .insert(wallets)
        .values({ minerId, minPayment, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: wallets.minerId });
    },
    /** Locks the wallet row: address changes of one wallet run one at a time. */
    async lock(walletId: string): Promise<void> {
      await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.id, walletId)).for("update");
    },
    /** Every address of the wallet, newest first (the first is current). */
    async addresses(walletId: string): Promise<WalletAddressRow[]> {
      return db
        .select()
        .from(walletAddresses)
        .where(eq(walletAddresses.walletId, walletId))
        .orderBy(desc(walletAddresses.createdAt));
    },
    async current(walletId: string): Promise<WalletAddressRow | undefined> {
      const [row] = await db
        .select()
        .from(walletAddresses)
        .where(eq(walletAddresses.walletId, walletId))
        .orderBy(desc(walletAddresses.createdAt))
        .limit(1);
      return row;
    },
    async insertAddress(row: typeof walletAddresses.$inferInsert): Promise<WalletAddressRow> {
      const [created] = await db.insert(walletAddresses).values(row).returning();
      if (!created) throw new Error("wallet address insert returned nothing");
      return created;
    },
    async setLimit(walletId: string, limit: "min" | "max", amount: bigint, at: Date): Promise<void> {
      await db
        .update(wallets)
        .set(limit === "min" ? { minPayment: amount, updatedAt: at } : { maxPayment: amount, updatedAt: at })
        .where(eq(wallets.id, walletId));
    },
  };
}
export type WalletsRepository = ReturnType<typeof walletsRepository>;
