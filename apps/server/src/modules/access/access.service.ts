import {
  type AccessAuditAction,
  type AccessAuditList,
  type AccessAuditQuery,
  type AccessGrantBody,
  type AccessGrantResult,
  type AccessInvite,
  type AccessList,
  type AccessMember,
  type AccessRevokeQuery,
  type AccessRole,
  type AccessRoleBody,
  accessInvitesMax,
  accessMembersMax,
  type Language,
  type SharedAccountType,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import { ProductError } from "../../lib/product-error";
import type { InviteRow } from "../invites/invites.repository";
import type { invitesService } from "../invites/invites.service";
import type { Caller } from "../users/users.service";
import type { AccessQueries, AccessRepository, HolderRow, MemberRow } from "./access.repository";
import { changeRefusal, grantRefusal, type Refusal } from "./access-rules";

/** The account whose access is read or changed. */
export type AccessAccount = { type: SharedAccountType; id: string };
/** Who changes access and from which address (the audit log's "who" and "from where"). */
export type Actor = { caller: Caller; address: string | null };

const refused = (refusal: Exclude<Refusal, null>): ProductError => {
  if (refusal === "last_owner") {
    return new ProductError("invalid_state", 409, "An account keeps at least one owner");
  }
  if (refusal === "own_access") {
    return new ProductError("access_denied", 403, "You cannot change or remove your own access");
  }
  return new ProductError("access_denied", 403, "Your role may not make this change");
};
const emailError = (text: "already_has_access" | "already_invited" | "max_threshold", message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "email", text }]);
const noPermission = () => ProductError.notFound("Nobody has this permission on the account");
const noInvite = () => ProductError.notFound("No such pending invitation on the account");

function memberView(row: MemberRow): AccessMember {
  return {
    permission_id: row.id,
    user_id: row.identityId,
    email: row.email,
    role: row.role,
    since: row.since.toISOString(),
    status: "active",
    two_factor: row.twoFactor,
  };
}

function inviteView(row: InviteRow, now: Date): AccessInvite {
  return {
    invite_id: row.id,
    email: row.email,
    role: row.role,
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt <= now ? "expired" : "invited",
  };
}

/**
 * Access sharing of miner, pool and operator accounts: the list, grants by e-mail (an invitation for an e-mail
 * without a user), role changes, revocations, and the audit log. The route checked the caller's role on the
 * account has `manage_access`; each change locks the account's permission rows and checks the rules again on
 * them. No Fastify, no SQL here.
 */
export function accessService(deps: {
  repo: AccessRepository;
  invites: Pick<ReturnType<typeof invitesService>, "issue" | "resend">;
  clock: Clock;
}) {
  const { repo, clock } = deps;
  const inviterOf = ({ user }: Caller) => ({
    id: user.id,
    email: user.email,
    language: user.language as Language,
  });
  const callerRole = (holders: HolderRow[], caller: Caller) =>
    holders.find((h) => h.userId === caller.user.id)?.role;
  const audit = (
    tx: AccessQueries,
    account: AccessAccount,
    actor: Actor,
    action: AccessAuditAction,
    target: { userId?: string | null; email: string; before?: AccessRole | null; after?: AccessRole | null },
  ) =>
    tx.audit({
      type: account.type,
      accountId: account.id,
      actorUserId: actor.caller.user.id,
      actorEmail: actor.caller.user.email,
      address: actor.address,
      action,
      targetUserId: target.userId ?? null,
      targetEmail: target.email,
      roleBefore: target.before ?? null,
      roleAfter: target.after ?? null,
    });
  /** A pending invitation of this account, and the caller's role (locked), for a resend or a withdrawal. */
  async function pendingInvite(tx: AccessQueries, account: AccessAccount, caller: Caller, inviteId: string) {
    const holders = await tx.lockHolders(account.type, account.id);
    const invite = await tx.invites.findById(inviteId);
    if (
      !invite ||
      invite.type !== account.type ||
      invite.accountId !== account.id ||
      invite.acceptedAt ||
      invite.revokedAt
    ) {
      throw noInvite();
    }
    const refusal = grantRefusal(callerRole(holders, caller), invite.role);
    if (refusal) throw refused(refusal);
    return invite;
  }

  return {
    async list(account: AccessAccount): Promise<AccessList> {
      const [members, total, invites] = await Promise.all([
        repo.members(account.type, account.id, accessMembersMax),
        repo.countMembers(account.type, account.id),
        repo.invites.pendingFor(account.type, account.id),
      ]);
      const now = clock.now();
      return {
        members: members.map(memberView),
        members_total: total,
        invites: invites.slice(0, accessInvitesMax).map((row) => inviteView(row, now)),
      };
    },

    async auditLog(account: AccessAccount, query: AccessAuditQuery): Promise<AccessAuditList> {
      const { rows, total } = await repo.auditPage(account.type, account.id, {
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor_email: row.actorEmail,
          address: row.address,
          action: row.action,
          target_email: row.targetEmail,
          role_before: row.roleBefore,
          role_after: row.roleAfter,
        })),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    /** An existing user (by e-mail, case ignored) gets the role at once; any other e-mail an invitation. */
    async grant(account: AccessAccount, actor: Actor, body: AccessGrantBody): Promise<AccessGrantResult> {
      const email = body.email.trim().toLowerCase();
      return repo.transaction(async (tx) => {
        const holders = await tx.lockHolders(account.type, account.id);
        const refusal = grantRefusal(callerRole(holders, actor.caller), body.role);
        if (refusal) throw refused(refusal);
        const user = await tx.userByEmail(email);
        if (user) {
          if (holders.some((h) => h.userId === user.id)) {
            throw emailError("already_has_access", "This person already has access to the account");
          }
          const permissionId = await tx.grant(account.type, account.id, user.id, body.role);
          await audit(tx, account, actor, "grant", { userId: user.id, email: user.email, after: body.role });
          const member = await tx.member(permissionId);
          if (!member) throw new Error("the new permission is gone");
          return { result: "granted", member: memberView(member) };
        }
        const pending = await tx.invites.pendingFor(account.type, account.id);
        const now = clock.now();
        const same = pending.find((invite) => invite.email.toLowerCase() === email);
        if (same && same.expiresAt > now) {
          throw emailError("already_invited", "An invitation to this e-mail is already pending");
        }
        // An expired invitation to the same e-mail gives way to the new one.
        if (same) await tx.invites.revoke(same.id, now);
        else if (pending.length >= accessInvitesMax) {
          throw emailError(
            "max_threshold",
            `An account may have at most ${accessInvitesMax} pending invitations`,
          );
        }
        const accountName = (await tx.accountName(account.type, account.id)) ?? "";
        const invite = await deps.invites.issue(
          { email, type: account.type, accountId: account.id, accountName, role: body.role },
          inviterOf(actor.caller),
          tx.invites,
        );
        await audit(tx, account, actor, "invite", { email, after: body.role });
        return { result: "invited", invite: inviteView(invite, now) };
      });
    },

    async changeRole(account: AccessAccount, actor: Actor, body: AccessRoleBody): Promise<AccessMember> {
      return repo.transaction(async (tx) => {
        const holders = await tx.lockHolders(account.type, account.id);
        const target = holders.find((h) => h.id === body.permission_id);
        if (!target) throw noPermission();
        const refusal = changeRefusal({
          callerRole: callerRole(holders, actor.caller),
          callerUserId: actor.caller.user.id,
          target,
          next: body.role,
          owners: holders.filter((h) => h.role === "owner").length,
        });
        if (refusal) throw refused(refusal);
        if (target.role !== body.role) {
          await tx.setRole(target.id, body.role);
          const email = (await tx.userEmail(target.userId)) ?? "";
          await audit(tx, account, actor, "role_change", {
            userId: target.userId,
            email,
            before: target.role,
            after: body.role,
          });
        }
        const member = await tx.member(target.id);
        if (!member) throw noPermission();
        return memberView(member);
      });
    },

    /** Revokes a person's access (it stops at their next request) or withdraws a pending invitation. */
    async revoke(account: AccessAccount, actor: Actor, query: AccessRevokeQuery): Promise<void> {
      await repo.transaction(async (tx) => {
        if (query.invite_id) {
          const invite = await pendingInvite(tx, account, actor.caller, query.invite_id);
          await tx.invites.revoke(invite.id, clock.now());
          await audit(tx, account, actor, "invite_withdraw", { email: invite.email, before: invite.role });
          return;
        }
        const holders = await tx.lockHolders(account.type, account.id);
        const target = holders.find((h) => h.id === query.permission_id);
        if (!target) throw noPermission();
        const refusal = changeRefusal({
          callerRole: callerRole(holders, actor.caller),
          callerUserId: actor.caller.user.id,
          target,
          next: null,
          owners: holders.filter((h) => h.role === "owner").length,
        });
        if (refusal) throw refused(refusal);
        const email = (await tx.userEmail(target.userId)) ?? "";
        await tx.revoke(target.id);
        await audit(tx, account, actor, "revoke", { userId: target.userId, email, before: target.role });
      });
    },

    /** Mails a pending (or expired) invitation again with a new link and 7 more days. */
    async resend(account: AccessAccount, actor: Actor, inviteId: string): Promise<AccessInvite> {
      return repo.transaction(async (tx) => {
        const invite = await pendingInvite(tx, account, actor.caller, inviteId);
        const accountName = (await tx.accountName(account.type, account.id)) ?? "";
        const renewed = await deps.invites.resend(
          invite.id,
          { accountName },
          inviterOf(actor.caller),
          tx.invites,
        );
        await audit(tx, account, actor, "invite_resend", { email: invite.email, after: invite.role });
        return inviteView(renewed, clock.now());
      });
    },
  };
}
export type AccessService = ReturnType<typeof accessService>;
