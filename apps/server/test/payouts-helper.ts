import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { App } from "../src/app";
import type { Clock } from "../src/clock";
import type { Db } from "../src/db/client";
import { miners, permissions, platformAccounts, users, walletAddresses, wallets } from "../src/db/schema";
import { postEntry } from "../src/modules/ledger/ledger.service";
import { minerAccount, poolAccount } from "../src/modules/ledger/ledger-accounts";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";
import { api } from "./watchers-helper";

/** The product user id of a session (made by a first authenticated call). */
export async function userIdOf(app: App, db: Db, session: TestSession): Promise<string> {
  await app.inject({ url: `${api}/identity`, headers: tokenHeaders(session) });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.identityId, session.identityId));
  if (!row) throw new Error("no product user");
  return row.id;
}

/** A signed-in user with a platform permission of `role` (on the platform account `test-platform`). */
export async function platformStaff(app: App, db: Db, clock: Clock, email: string, role = "treasurer") {
  const session = await sessionFor(db, clock, email);
  const userId = await userIdOf(app, db, session);
  await db.insert(platformAccounts).values({ name: "test-platform" }).onConflictDoNothing();
  const [platform] = await db
    .select({ id: platformAccounts.id })
    .from(platformAccounts)
    .where(eq(platformAccounts.name, "test-platform"));
  if (!platform) throw new Error("no platform account");
  await db
    .insert(permissions)
    .values({ userId, type: "platform", platformAccountId: platform.id, role })
    .onConflictDoNothing();
  return session;
}

export async function poolOfMiner(db: Db, minerId: string): Promise<string> {
  const [row] = await db.select({ poolId: miners.poolId }).from(miners).where(eq(miners.id, minerId));
  if (!row) throw new Error("no miner");
  return row.poolId;
}

/** Gives a miner a balance: unallocated -> miner (as a reward would), under a fresh key. */
export async function credit(db: Db, clock: Clock, minerId: string, amount: bigint): Promise<void> {
  const poolId = await poolOfMiner(db, minerId);
  await db.transaction(async (tx) => {
    await postEntry(tx as unknown as Db, {
      kind: "test-credit",
      idempotencyKey: `test-credit:${randomUUID()}`,
      at: clock.now(),
      postings: [
        { account: poolAccount("unallocated", poolId), amount: -amount },
        { account: minerAccount(poolId, minerId), amount },
      ],
    });
  });
}

/**
 * A wallet for the miner with `min`/`max` and one address whose pause ends at `pausedUntil` (direct rows:
 * the run's tests set the exact pause they need).
 */
export async function walletWith(
  db: Db,
  minerId: string,
  opts: { min: bigint; max?: bigint; address: string; pausedUntil: Date },
): Promise<string> {
  const at = new Date(opts.pausedUntil.getTime() - 24 * 3600_000);
  const [wallet] = await db
    .insert(wallets)
    .values({ minerId, minPayment: opts.min, maxPayment: opts.max ?? 0n, createdAt: at, updatedAt: at })
    .returning({ id: wallets.id });
  if (!wallet) throw new Error("no wallet");
  await db
    .insert(walletAddresses)
    .values({ walletId: wallet.id, address: opts.address, createdAt: at, pausedUntil: opts.pausedUntil });
  return wallet.id;
}
