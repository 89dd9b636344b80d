import { randomBytes } from "node:crypto";
import type { AccessRole, AccountType } from "@pithead/contract";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../../clock";
import { recordAccessAudit } from "../../modules/accounts/access-audit.repository";
import { accountColumnOf } from "../../modules/accounts/permissions.repository";
import { createPasswordIdentity } from "../../modules/identity/identity.api";
import { inviteLifetimeMs, inviteTokenHash } from "../../modules/invites/invites.service";
import type { Db } from "../client";
import {
  accessAudit,
  invites,
  miners,
  operators,
  permissions,
  platformAccounts,
  pools,
  users,
} from "../schema";
import { demoIndependentMiners, demoOperator, demoPlatformAccount, demoPoolName } from "./demo";

export const demoPassword = "Demo-pithead-2026";

type DemoSignIn = { email: string; type: AccountType; account: string; role: AccessRole };

/**
 * The demo sign-ins (README): the owner of each demo account, and the people around them so the access and
 * users screens show something: a pool admin, a viewer of alice's miner, the operator's accountant (a
 * function: demo.ts imports this file).
 */
export function demoSignIns(): DemoSignIn[] {
  const alice = demoIndependentMiners[0]?.accountName ?? "alice";
  return [
    { email: "miner@pithead.test", type: "miner", account: alice, role: "owner" },
    { email: "pool@pithead.test", type: "pool", account: demoPoolName, role: "owner" },
    { email: "operator@pithead.test", type: "operator", account: demoOperator.operatorName, role: "owner" },
    { email: "platform@pithead.test", type: "platform", account: demoPlatformAccount, role: "owner" },
    { email: "pooladmin@pithead.test", type: "pool", account: demoPoolName, role: "admin" },
    { email: "viewer@pithead.test", type: "miner", account: alice, role: "viewer" },
    {
      email: "accountant@pithead.test",
      type: "operator",
      account: demoOperator.operatorName,
      role: "accountant",
    },
  ];
}

/** A pending invitation (nobody holds its token; "resend" mails a fresh link to the dev mailbox). */
const demoInvitation = { email: "invited@pithead.test", role: "manager" } as const;

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
 * Each grant beyond the owner's is written to the account's access log as the owner's (an access log saying
 * "No changes yet" beside people who were given access would be wrong); so is the pending invitation.
 */
export async function seedDemoUsers(db: Db, clock: Clock): Promise<void> {
  const owners = new Map<string, { userId: string; email: string }>();
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
      .values({ userId: user.id, type: demo.type, [accountColumnOf[demo.type]]: id, role: demo.role })
      .onConflictDoNothing();
    if (demo.role === "owner") owners.set(`${demo.type}:${id}`, { userId: user.id, email: demo.email });
    const owner = owners.get(`${demo.type}:${id}`);
    if (demo.role !== "owner" && owner) {
      await auditOnce(db, {
        type: demo.type,
        accountId: id,
        actorUserId: owner.userId,
        actorEmail: owner.email,
        address: null,
        action: "grant",
        targetUserId: user.id,
        targetEmail: demo.email,
        roleAfter: demo.role,
        at: clock.now(),
      });
    }
  }
  await seedDemoInvitation(db, clock);
}

/** Writes the line unless the account's log already has this action for this person (a restart, an older seed). */
async function auditOnce(db: Db, entry: Parameters<typeof recordAccessAudit>[1][number]): Promise<void> {
  const [existing] = await db
    .select({ id: accessAudit.id })
    .from(accessAudit)
    .where(
      and(
        eq(accessAudit[accountColumnOf[entry.type]], entry.accountId),
        eq(accessAudit.action, entry.action),
        entry.targetUserId
          ? eq(accessAudit.targetUserId, entry.targetUserId)
          : eq(accessAudit.targetEmail, entry.targetEmail ?? ""),
      ),
    )
    .limit(1);
  if (!existing) await recordAccessAudit(db, [entry]);
}

/** Alice's owner invited `invited@pithead.test` as a manager of `alice`; made once per database. */
async function seedDemoInvitation(db: Db, clock: Clock): Promise<void> {
  const [owner] = demoSignIns();
  if (!owner) return;
  const [existing] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(eq(invites.email, demoInvitation.email));
  const minerId = await accountId(db, "miner", owner.account);
  const [inviter] = await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email));
  if (!minerId || !inviter) return;
  await auditOnce(db, {
    type: "miner",
    accountId: minerId,
    actorUserId: inviter.id,
    actorEmail: owner.email,
    address: null,
    action: "invite",
    targetEmail: demoInvitation.email,
    roleAfter: demoInvitation.role,
    at: clock.now(),
  });
  if (existing) return;
  const now = clock.now();
  await db.insert(invites).values({
    tokenHash: inviteTokenHash(randomBytes(32).toString("base64url")),
    email: demoInvitation.email,
    type: "miner",
    minerId,
    role: demoInvitation.role,
    invitedBy: inviter.id,
    sentAt: now,
    expiresAt: new Date(now.getTime() + inviteLifetimeMs),
  });
}
