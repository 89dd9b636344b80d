import { type AccessRole, type AccountType, roleCovers } from "@pithead/contract";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invites } from "../../db/schema";
import { type AccessAuditEntry, recordAccessAudit } from "../accounts/access-audit.repository";
import {
  accountColumnOf,
  type PermissionRow,
  permissionsRepository,
} from "../accounts/permissions.repository";
import { courierRepository, type NewMail } from "../identity/courier/courier.repository";

/** At most this many pending invitations are listed for one account (the service refuses more). */
export const maxPendingInvites = 200;

function toInviteRow(row: typeof invites.$inferSelect): InviteRow {
  const type = row.type as AccountType;
  const accountId = {
    miner: row.minerId,
    pool: row.poolId,
    operator: row.operatorId,
    platform: row.platformAccountId,
  }[type];
  return {
    id: row.id,
    email: row.email,
    type,
    accountId: accountId ?? "",
    role: row.role as AccessRole,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
    revokedAt: row.revokedAt,
    sentAt: row.sentAt,
    invitedBy: row.invitedBy,
  };
}

export type InviteRow = {
  id: string;
  email: string;
  type: AccountType;
  accountId: string;
  role: AccessRole;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  sentAt: Date;
  invitedBy: string | null;
};

/** A new invitation: the token is kept only as its hash. */
export type NewInvite = {
  tokenHash: string;
  email: string;
  type: AccountType;
  accountId: string;
  role: AccessRole;
  invitedBy: string;
  sentAt: Date;
  expiresAt: Date;
};

export interface InvitesRepository {
  transaction<T>(work: (repo: InvitesRepository) => Promise<T>): Promise<T>;
  findByTokenHash(tokenHash: string): Promise<InviteRow | undefined>;
  findById(id: string): Promise<InviteRow | undefined>;
  insert(invite: NewInvite): Promise<InviteRow>;
  /** A new token and expiry for an invitation still pending; undefined when it is not. */
  renew(id: string, tokenHash: string, sentAt: Date, expiresAt: Date): Promise<InviteRow | undefined>;
  /** Withdraws a pending invitation; false when it was not pending. */
  revoke(id: string, at: Date): Promise<boolean>;
  /** The invitations to one account not yet accepted or withdrawn (expired ones included), newest first. */
  pendingFor(type: AccountType, accountId: string): Promise<InviteRow[]>;
  /** Marks the invite accepted; false when it already was (a concurrent accept won). */
  markAccepted(id: string, userId: string, at: Date): Promise<boolean>;
  /**
   * Gives the invite's permission to the user and returns it with its account name. A role the user already
   * holds there that may do everything the invited one may is kept (accepting never lowers a role).
   */
  grant(invite: InviteRow, userId: string): Promise<{ before: AccessRole | null; granted: PermissionRow }>;
  audit(entry: AccessAuditEntry): Promise<void>;
  /** Queues the invitation's mail in this repository's connection (its transaction's, when in one). */
  queueMail(mail: NewMail, viaSmtp: boolean): Promise<void>;
}

export function invitesRepository(db: Db): InvitesRepository {
  return {
    queueMail: (mail, viaSmtp) => courierRepository(db).store(mail, viaSmtp),
    transaction: (work) => db.transaction((tx) => work(invitesRepository(tx as unknown as Db))),
    async findByTokenHash(tokenHash) {
      const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash)).limit(1);
      return row && toInviteRow(row);
    },
    async findById(id) {
      const [row] = await db.select().from(invites).where(eq(invites.id, id)).limit(1);
      return row && toInviteRow(row);
    },
    async insert(invite) {
      const [row] = await db
        .insert(invites)
        .values({
          tokenHash: invite.tokenHash,
          email: invite.email,
          type: invite.type,
          [accountColumnOf[invite.type]]: invite.accountId,
          role: invite.role,
          invitedBy: invite.invitedBy,
          sentAt: invite.sentAt,
          expiresAt: invite.expiresAt,
        })
        .returning();
      if (!row) throw new Error("invite insert returned nothing");
      return toInviteRow(row);
    },
    async renew(id, tokenHash, sentAt, expiresAt) {
      const [row] = await db
        .update(invites)
        .set({ tokenHash, sentAt, expiresAt })
        .where(and(eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
        .returning();
      return row && toInviteRow(row);
    },
    async revoke(id, at) {
      const rows = await db
        .update(invites)
        .set({ revokedAt: at })
        .where(and(eq(invites.id, id), isNull(invites.acceptedAt), isNull(invites.revokedAt)))
        .returning({ id: invites.id });
      return rows.length > 0;
    },
    async pendingFor(type, accountId) {
      const rows = await db
        .select()
        .from(invites)
        .where(
          and(
            eq(invites[accountColumnOf[type]], accountId),
            isNull(invites.acceptedAt),
            isNull(invites.revokedAt),
          ),
        )
        .orderBy(desc(invites.sentAt))
        .limit(maxPendingInvites);
      return rows.map(toInviteRow);
    },
    async markAccepted(id, userId, at) {
      const rows = await db
        .update(invites)
        .set({ acceptedAt: at, acceptedBy: userId })
        .where(and(eq(invites.id, id), isNull(invites.acceptedAt)))
        .returning({ id: invites.id });
      return rows.length > 0;
    },
    async grant(invite, userId) {
      const permissions = permissionsRepository(db);
      const { type, accountId, role } = invite;
      const before = await permissions.findForAccount(userId, type, accountId);
      if (!before || !roleCovers(before.role, role)) {
        await permissions.grant({ userId, type, accountId, role });
      }
      const granted = await permissions.findForAccount(userId, type, accountId);
      if (!granted) throw new Error("the granted permission's account is gone");
      return { before: before?.role ?? null, granted };
    },
    audit: (entry) => recordAccessAudit(db, [entry]),
  };
}
