import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { miners, operators, pools, walletAddresses, wallets } from "../../db/schema";

export type WalletAddressRow = typeof walletAddresses.$inferSelect;
/** Whose wallet: a miner's, or a Control Hub operator's (its fee income). */
export type WalletOwner = { type: "miner" | "operator"; id: string };
/** A wallet with its owner, its owner's name and its pool's payment settings. */
export type WalletWithPool = {
  id: string;
  owner: WalletOwner;
  ownerName: string;
  poolId: string;
  minPayment: bigint;
  maxPayment: bigint;
  minPaymentFloor: bigint;
  minPaymentCeiling: bigint;
};

const walletColumns = {
  id: wallets.id,
  minerId: wallets.minerId,
  operatorId: wallets.operatorId,
  minerName: miners.accountName,
  operatorName: operators.operatorName,
  poolId: pools.id,
  minPayment: wallets.minPayment,
  maxPayment: wallets.maxPayment,
  minPaymentFloor: pools.minPaymentFloor,
  minPaymentCeiling: pools.minPaymentCeiling,
};
type WalletJoined = {
  id: string;
  minerId: string | null;
  operatorId: string | null;
  minerName: string | null;
  operatorName: string | null;
  poolId: string;
  minPayment: bigint;
  maxPayment: bigint;
  minPaymentFloor: bigint;
  minPaymentCeiling: bigint;
};
function toWallet(row: WalletJoined | undefined): WalletWithPool | undefined {
  if (!row) return undefined;
  const owner: WalletOwner = row.minerId
    ? { type: "miner", id: row.minerId }
    : { type: "operator", id: row.operatorId as string };
  return {
    id: row.id,
    owner,
    ownerName: row.minerName ?? row.operatorName ?? "",
    poolId: row.poolId,
    minPayment: row.minPayment,
    maxPayment: row.maxPayment,
    minPaymentFloor: row.minPaymentFloor,
    minPaymentCeiling: row.minPaymentCeiling,
  };
}
const ownerIs = (owner: WalletOwner) =>
  owner.type === "miner" ? eq(wallets.minerId, owner.id) : eq(wallets.operatorId, owner.id);

/** Drizzle access to wallets and their addresses (deleted miners' wallets are not found). */
export function walletsRepository(db: Db) {
  const selectWallet = () =>
    db
      .select(walletColumns)
      .from(wallets)
      .leftJoin(miners, eq(miners.id, wallets.minerId))
      .leftJoin(operators, eq(operators.id, wallets.operatorId))
      .innerJoin(pools, eq(pools.id, sql`coalesce(${miners.poolId}, ${operators.poolId})`));
  // A miner's wallet counts while the miner lives; an operator's always.
  const live = or(isNull(wallets.minerId), isNull(miners.deletedAt));
  return {
    /** The pool's settings of a live miner or of an operator (undefined for an unknown or deleted one). */
    async poolOf(owner: WalletOwner) {
      const table = owner.type === "miner" ? miners : operators;
      const [row] = await db
        .select({ minPaymentFloor: pools.minPaymentFloor, defaultMinPayment: pools.defaultMinPayment })
        .from(table)
        .innerJoin(pools, eq(pools.id, table.poolId))
        .where(
          owner.type === "miner"
            ? and(eq(miners.id, owner.id), isNull(miners.deletedAt))
            : eq(operators.id, owner.id),
        );
      return row;
    },
    async byOwner(owner: WalletOwner): Promise<WalletWithPool | undefined> {
      const [row] = await selectWallet().where(and(ownerIs(owner), live));
      return toWallet(row);
    },
    async byId(walletId: string): Promise<WalletWithPool | undefined> {
      const [row] = await selectWallet().where(and(eq(wallets.id, walletId), live));
      return toWallet(row);
    },
    /** Creates the owner's wallet unless one exists (two first reads at once make one). */
    async create(owner: WalletOwner, minPayment: bigint, at: Date): Promise<void> {
      const values = { minPayment, createdAt: at, updatedAt: at };
      if (owner.type === "miner")
        await db
          .insert(wallets)
          .values({ ...values, minerId: owner.id })
          .onConflictDoNothing({ target: wallets.minerId });
      else
        await db
          .insert(wallets)
          .values({ ...values, operatorId: owner.id })
          .onConflictDoNothing({ target: wallets.operatorId });
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

/** What the wallet page's payout forecast needs: the balance, and the credits of the last `days` days. */
export async function forecastFigures(
  db: Db,
  accountKey: string,
  poolId: string,
  since: Date,
): Promise<{ balance: bigint; credited: bigint; payoutTimeUtc: string }> {
  const result = await db.execute(sql`
    select
      coalesce((select balance from ledger_accounts where key = ${accountKey}), 0)::text as balance,
      coalesce((select sum(p.amount) from ledger_postings p join ledger_entries e on e.id = p.entry_id
        where p.account_key = ${accountKey} and e.kind = 'reward' and e.created_at >= ${since}), 0)::text
        as credited,
      (select time_utc from payout_schedules where pool_id = ${poolId}::uuid) as time_utc`);
  const [row] = (
    result as unknown as { rows: { balance: string; credited: string; time_utc: string | null }[] }
  ).rows;
  return {
    balance: BigInt(row?.balance ?? "0"),
    credited: BigInt(row?.credited ?? "0"),
    payoutTimeUtc: row?.time_utc ?? "14:00",
  };
}
