import type { AccessRole, AccountType } from "@pithead/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invites } from "../../db/schema";
import { type PermissionRow, permissionsRepository } from "../accounts/permissions.repository";

export type InviteRow = {
  id: string;
  email: string;
  type: AccountType;
  accountId: string;
  role: AccessRole;
  sections: string[] | null;
  expiresAt: Date;
  acceptedAt: Date | null;
};

export interface InvitesRepository {
  transaction<T>(work: (repo: InvitesRepository) => Promise<T>): Promise<T>;
  findByTokenHash(tokenHash: string): Promise<InviteRow | undefined>;
  /** Marks the invite accepted; false when it already was (a concurrent accept won). */
  markAccepted(id: string, userId: string, at: Date): Promise<boolean>;
  /** Gives the invite's permission to the user and returns it with its account name. */
  grant(invite: InviteRow, userId: string): Promise<PermissionRow>;
}

export function invitesRepository(db: Db): InvitesRepository {
  return {
    transaction: (work) => db.transaction((tx) => work(invitesRepository(tx as unknown as Db))),
    async findByTokenHash(tokenHash) {
      const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash)).limit(1);
      if (!row) return undefined;
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
        sections: row.sections,
        expiresAt: row.expiresAt,
        acceptedAt: row.acceptedAt,
      };
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
      const { type, accountId, role, sections } = invite;
      await permissions.grant({ userId, type, accountId, role, sections });
      const granted = await permissions.findForAccount(userId, type, accountId);
      if (!granted) throw new Error("the granted permission's account is gone");
      return granted;
    },
  };
}
