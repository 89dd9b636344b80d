import type { AccessRole, SharedAccountType } from "@pithead/contract";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accessAudit,
  identityCredentials,
  miners,
  operators,
  permissions,
  pools,
  users,
} from "../../db/schema";
import { type AccessAuditEntry, recordAccessAudit } from "../accounts/access-audit.repository";
import { accountColumnOf } from "../accounts/permissions.repository";
import { type InvitesRepository, invitesRepository } from "../invites/invites.repository";

/** One permission row of the account, as the rules read it (locked inside a change). */
export type HolderRow = { id: string; userId: string; role: AccessRole };

/** A person with access, as the list shows them. */
export type MemberRow = HolderRow & {
  identityId: string;
  email: string;
  since: Date;
  twoFactor: boolean;
};

export type UserRef = { id: string; email: string };

export type AuditInput = AccessAuditEntry & { type: SharedAccountType };

export type AuditRow = {
  id: string;
  at: Date;
  actorEmail: string;
  address: string | null;
  action: string;
  targetEmail: string | null;
  roleBefore: string | null;
  roleAfter: string | null;
};

/** The identity credential types that are a second factor. */
const secondFactorTypes = ["totp", "lookup_secret", "webauthn"];

/** Drizzle access to an account's people, its audit log, and (through `invites`) its invitations. */
function accessQueries(db: Db) {
  const p = permissions;
  const onAccount = (type: SharedAccountType, accountId: string) => eq(p[accountColumnOf[type]], accountId);
  return {
    invites: invitesRepository(db) as InvitesRepository,

    /** Every permission row of the account, locked until the transaction ends (`select ... for update`). */
    async lockHolders(type: SharedAccountType, accountId: string): Promise<HolderRow[]> {
      const rows = await db
        .select({ id: p.id, userId: p.userId, role: p.role })
        .from(p)
        .where(onAccount(type, accountId))
        .orderBy(asc(p.createdAt), asc(p.id))
        .for("update");
      return rows.map((r) => ({ ...r, role: r.role as AccessRole }));
    },

    /** The people with access (oldest first, at most `limit`), with their e-mail and second factor. */
    async members(type: SharedAccountType, accountId: string, limit: number): Promise<MemberRow[]> {
      const twoFactor = sql<boolean>`exists (select 1 from ${identityCredentials} where ${identityCredentials.identityId}::text = ${users.identityId} and ${inArray(identityCredentials.type, secondFactorTypes)})`;
      const rows = await db
        .select({
          id: p.id,
          userId: p.userId,
          role: p.role,
          since: p.createdAt,
          identityId: users.identityId,
          email: users.email,
          twoFactor,
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(onAccount(type, accountId))
        .orderBy(asc(p.createdAt), asc(p.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, role: r.role as AccessRole, twoFactor: r.twoFactor === true }));
    },

    async countMembers(type: SharedAccountType, accountId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(p).where(onAccount(type, accountId));
      return row?.n ?? 0;
    },

    /** A product user by e-mail, compared case-insensitively (the oldest when several share it). */
    async userByEmail(email: string): Promise<UserRef | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .orderBy(asc(users.createdAt))
        .limit(1);
      return row;
    },

    /** The account's name for the invitation mail (undefined when it does not exist). */
    async accountName(type: SharedAccountType, accountId: string): Promise<string | undefined> {
      if (type === "miner") {
        const [row] = await db
          .select({ name: miners.accountName })
          .from(miners)
          .where(eq(miners.id, accountId));
        return row?.name;
      }
      if (type === "pool") {
        const [row] = await db.select({ name: pools.name }).from(pools).where(eq(pools.id, accountId));
        return row?.name;
      }
      const [row] = await db
        .select({ name: operators.operatorName })
        .from(operators)
        .where(eq(operators.id, accountId));
      return row?.name;
    },

    async grant(
      type: SharedAccountType,
      accountId: string,
      userId: string,
      role: AccessRole,
    ): Promise<string> {
      const [row] = await db
        .insert(p)
        .values({ userId, type, [accountColumnOf[type]]: accountId, role })
        .returning({ id: p.id });
      if (!row) throw new Error("permission insert returned nothing");
      return row.id;
    },

    async setRole(permissionId: string, role: AccessRole): Promise<void> {
      await db.update(p).set({ role }).where(eq(p.id, permissionId));
    },

    async revoke(permissionId: string): Promise<void> {
      await db.delete(p).where(eq(p.id, permissionId));
    },

    async member(permissionId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select({
          id: p.id,
          userId: p.userId,
          role: p.role,
          since: p.createdAt,
          identityId: users.identityId,
          email: users.email,
          twoFactor: sql<boolean>`exists (select 1 from ${identityCredentials} where ${identityCredentials.identityId}::text = ${users.identityId} and ${inArray(identityCredentials.type, secondFactorTypes)})`,
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(eq(p.id, permissionId));
      return row && { ...row, role: row.role as AccessRole, twoFactor: row.twoFactor === true };
    },

    async userEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    async audit(entry: AuditInput): Promise<void> {
      await recordAccessAudit(db, [entry]);
    },

    /** One page of the account's audit log, newest first, and how many lines it has. */
    async auditPage(
      type: SharedAccountType,
      accountId: string,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const a = accessAudit;
      const where = and(eq(a.type, type), eq(a[accountColumnOf[type]], accountId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: a.id,
            at: a.at,
            actorEmail: a.actorEmail,
            address: a.address,
            action: a.action,
            targetEmail: a.targetEmail,
            roleBefore: a.roleBefore,
            roleAfter: a.roleAfter,
          })
          .from(a)
          .where(where)
          .orderBy(desc(a.at), desc(a.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(a).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AccessQueries = ReturnType<typeof accessQueries>;
export type AccessRepository = AccessQueries & {
  transaction<T>(work: (tx: AccessQueries) => Promise<T>): Promise<T>;
};

export function accessRepository(db: Db): AccessRepository {
  return {
    ...accessQueries(db),
    transaction: (work) => db.transaction((tx) => work(accessQueries(tx as unknown as Db))),
  };
}
