import type { AccountType } from "@pithead/contract";
import type { Db } from "../../db/client";
import { accessAudit } from "../../db/schema";
import { accountColumnOf } from "./permissions.repository";

/** One line of an account's access audit log: who did what to whom, from which address. */
export type AccessAuditEntry = {
  type: AccountType;
  accountId: string;
  actorUserId: string;
  actorEmail: string;
  address: string | null;
  action: string;
  targetUserId?: string | null;
  targetEmail?: string | null;
  roleBefore?: string | null;
  roleAfter?: string | null;
  /** The app clock's time; the database's `now()` when absent. */
  at?: Date;
};

/** Writes audit lines (access sharing, invitations, the pool staff's user actions): the one writer of the log. */
export async function recordAccessAudit(db: Db, entries: AccessAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(accessAudit).values(
    entries.map((entry) => ({
      type: entry.type,
      [accountColumnOf[entry.type]]: entry.accountId,
      actorUserId: entry.actorUserId,
      actorEmail: entry.actorEmail,
      address: entry.address,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      targetEmail: entry.targetEmail ?? null,
      roleBefore: entry.roleBefore ?? null,
      roleAfter: entry.roleAfter ?? null,
      ...(entry.at ? { at: entry.at } : {}),
    })),
  );
}
