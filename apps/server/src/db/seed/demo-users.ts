import type { AccountType } from "@pithead/contract";
import { eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import { accountColumnOf } from "../../modules/accounts/permissions.repository";
import { createPasswordIdentity } from "../../modules/identity/identity.api";
import type { Db } from "../client";
import { miners, operators, permissions, platformAccounts, pools, users } from "../schema";
import { demoIndependentMiners, demoOperator, demoPlatformAccount, demoPoolName } from "./demo";

export const demoPassword = "Demo-pithead-2026";

/** The demo sign-ins (README), each the owner of one demo account (a function: demo.ts imports this file). */
export function demoSignIns(): { email: string; type: AccountType; account: string }[] {
  return [
    { email: "miner@pithead.test", type: "miner", account: demoIndependentMiners[0]?.accountName ?? "alice" },
    { email: "pool@pithead.test", type: "pool", account: demoPoolName },
    { email: "operator@pithead.test", type: "operator", account: demoOperator.operatorName },
    { email: "platform@pithead.test", type: "platform", account: demoPlatformAccount },
  ];
}

async function accountId(db: Db, type: AccountType, name: string): Promise<string | undefined> {
  const lookups = {
    miner: () => db.select({ id: miners.id }).from(miners).where(eq(miners.accountName, name)),
    pool: () => db.select({ id: pools.id }).from(pools).where(eq(pools.name, name)),
    operator: () => db.select({ id: operators.id }).from(operators).where(eq(operators.operatorName, name)),
    platform: () =>
      db.select({ id: platformAccounts.id }).from(platformAccounts).where(eq(platformAccounts.name, name)),
  };
  const [row] = await lookups[type]();
  return row?.id;
}

/**
 * Demo mode only (after the demo accounts exist): verified password identities, their product users
 * and owner permissions. Idempotent: existing identities, users and permissions are left as they are.
 */
export async function seedDemoUsers(db: Db, clock: Clock): Promise<void> {
  for (const demo of demoSignIns()) {
    const { identityId } = await createPasswordIdentity(db, clock, {
      email: demo.email,
      password: demoPassword,
      language: "en",
      verified: true,
    });
    await db.insert(users).values({ identityId, email: demo.email, language: "en" }).onConflictDoNothing();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.identityId, identityId));
    const id = await accountId(db, demo.type, demo.account);
    if (!user || !id) throw new Error(`demo seed: ${demo.email} has no user or ${demo.type} ${demo.account}`);
    await db
      .insert(permissions)
      .values({ userId: user.id, type: demo.type, [accountColumnOf[demo.type]]: id, role: "owner" })
      .onConflictDoNothing();
  }
}
