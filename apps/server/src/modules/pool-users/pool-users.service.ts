import {
  isLanguage,
  type Language,
  type PoolUser,
  type PoolUserDeleted,
  type PoolUserDetail,
  type PoolUserInvite,
  type PoolUserList,
  type PoolUserPermission,
  type PoolUserSession,
  poolUserSessionsMax,
  poolUsersPerPage,
  roleMay,
  type UserDeletionRequest,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import { type CachedRead, readEachTime } from "../../lib/change-cache";
import { ProductError } from "../../lib/product-error";
import { accessDenied } from "../accounts/read-access";
import type { IdentitySessionView } from "../identity/identity.api";
import type { Caller } from "../users/users.service";
import { deletionRequestMail, type PoolUserMail, secondFactorResetMail } from "./pool-users.mails";
import type { AuditEntry, MemberRow, PoolUsersRepository } from "./pool-users.repository";

/** What the service asks of the identity service (the built-in one: identity.api.ts). */
export interface IdentityAdmin {
  activeSessions(identityId: string, limit: number): Promise<IdentitySessionView[]>;
  findSession(sessionId: string): Promise<IdentitySessionView | undefined>;
  revokeSession(sessionId: string): Promise<boolean>;
  resetSecondFactors(identityId: string): Promise<{ removed: number; sessionsClosed: number }>;
  deleteIdentity(identityId: string): Promise<void>;
}

/** The pending invitation to mail again, with what the mail names; `language` is the invitee's. */
export type ResendInvite = (
  inviteId: string,
  target: { accountName: string; operatorTitle?: string },
  inviter: { id: string; email: string; language: Language },
) => Promise<unknown>;

/** Who acts, and from which address (the audit's). */
export type Actor = { caller: Caller; address: string | null };

const notFound = () => ProductError.notFound("No such user in your pool");
const conflict = (message: string) => new ProductError("invalid_state", 409, message);

function userView(row: MemberRow): PoolUser {
  return {
    id: row.identityId,
    email: row.email,
    accounts: row.accounts,
    two_factor: row.twoFactor,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    active_sessions: row.activeSessions,
  };
}

function sessionView(s: IdentitySessionView): PoolUserSession {
  return {
    id: s.id,
    user_agent: s.userAgent,
    ip_address: s.ipAddress,
    aal: s.aal,
    authenticated_at: s.authenticatedAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
  };
}

/**
 * The pool users admin (README.md beside this file): pool staff (a pool role with `manage_access`: owner, admin)
 * see and help the users of their pool. No Fastify, no SQL here.
 */
export function poolUsersService(deps: {
  repo: PoolUsersRepository;
  clock: Clock;
  identity: IdentityAdmin;
  resendInvite: ResendInvite;
  sendMail(mail: PoolUserMail): Promise<void>;
  /**
   * A read kept until users, permissions, miners or operators change (the app's people cache,
   * lib/change-cache.ts): the list's total; absent, read each time.
   */
  cached?: CachedRead;
}) {
  const { repo, clock, identity } = deps;
  const cached = deps.cached ?? readEachTime;

  /**
   * The target user and the caller's pools they belong to. 403 when the caller manages no pool; 404 when the
   * user is unknown or belongs to none of the caller's pools (ids of other pools' users do not leak).
   */
  async function scope(caller: Caller, identityId: string) {
    const managed = await repo.managedPools(caller.user.id);
    if (managed.length === 0) throw accessDenied();
    const target = await repo.userByIdentity(identityId);
    if (!target) throw notFound();
    const poolIds = await repo.poolsOfUser(
      target.id,
      managed.map((m) => m.poolId),
    );
    if (poolIds.length === 0) throw notFound();
    const callerRoles = managed.filter((m) => poolIds.includes(m.poolId)).map((m) => m.role);
    return { target, poolIds, callerRoles };
  }

  /**
   * Changes to a pool's own staff (an owner or admin of the pool) are for a pool owner only (`remove_admin`), so
   * an admin cannot sign the owner out, strip their factors or delete them.
   */
  async function ensureMayChange(s: Awaited<ReturnType<typeof scope>>) {
    const targetRoles = await repo.poolRoles(s.target.id, s.poolIds);
    const targetIsStaff = targetRoles.some((role) => roleMay(role, "manage_access"));
    if (targetIsStaff && !s.callerRoles.some((role) => roleMay(role, "remove_admin"))) throw accessDenied();
  }

  const audit = (actor: Actor, poolIds: string[], action: string, target: { id: string; email: string }) =>
    repo.audit(
      poolIds.map(
        (poolId): AuditEntry => ({
          poolId,
          actorUserId: actor.caller.user.id,
          actorEmail: actor.caller.user.email,
          address: actor.address,
          action,
          targetUserId: target.id,
          targetEmail: target.email,
        }),
      ),
    );

  return {
    /** `GET pools/{id}/users`: the guard checked the caller's pool role. */
    async list(
      poolId: string,
      q: { search?: string; page?: number; per_page?: number },
    ): Promise<PoolUserList> {
      const page = q.page ?? 1;
      const perPage = q.per_page ?? poolUsersPerPage;
      const search = q.search || undefined;
      const [rows, total] = await Promise.all([
        repo.members({
          poolIds: [poolId],
          now: clock.now(),
          search,
          limit: perPage,
          offset: (page - 1) * perPage,
        }),
        cached(`pool-users:${poolId}:${search ?? ""}`, () => repo.memberCount({ poolIds: [poolId], search })),
      ]);
      return { data: rows.map(userView), total, page, per_page: perPage };
    },

    async detail(caller: Caller, identityId: string): Promise<PoolUserDetail> {
      const { target, poolIds } = await scope(caller, identityId);
      const [rows, requestedAt] = await Promise.all([
        repo.members({ poolIds, now: clock.now(), userId: target.id, limit: 1, offset: 0 }),
        repo.deletionRequestedAt(target.id),
      ]);
      const row = rows[0];
      if (!row) throw notFound();
      return {
        ...userView(row),
        language: row.language,
        created_at: row.createdAt.toISOString(),
        deletion_requested_at: requestedAt?.toISOString() ?? null,
        pool_ids: poolIds,
      };
    },

    async permissions(caller: Caller, identityId: string): Promise<{ data: PoolUserPermission[] }> {
      const { target, poolIds } = await scope(caller, identityId);
      const rows = await repo.permissionsWithin(target.id, poolIds);
      return {
        data: rows.map((p) => ({
          id: p.id,
          type: p.type,
          account_id: p.accountId,
          name: p.name,
          role: p.role,
          created_at: p.createdAt.toISOString(),
        })),
      };
    },

    async sessions(caller: Caller, identityId: string): Promise<{ data: PoolUserSession[] }> {
      await scope(caller, identityId);
      const rows = await identity.activeSessions(identityId, poolUserSessionsMax);
      return { data: rows.map(sessionView) };
    },

    /** `DELETE pools/{id}/sessions/{session_id}`: ends a session of a user of the pool at once. */
    async closeSession(actor: Actor, poolId: string, sessionId: string): Promise<void> {
      const session = await identity.findSession(sessionId);
      if (!session?.active || session.expiresAt <= clock.now()) {
        throw ProductError.notFound("No such active session");
      }
      const s = await scope(actor.caller, session.identityId).catch((error: unknown) => {
        throw error instanceof ProductError && error.code === "not_found"
          ? ProductError.notFound("No such active session")
          : error;
      });
      if (!s.poolIds.includes(poolId)) throw ProductError.notFound("No such active session");
      await ensureMayChange(s);
      if (!(await identity.revokeSession(sessionId))) throw ProductError.notFound("No such active session");
      await audit(actor, [poolId], "session_closed", s.target);
    },

    async invites(caller: Caller, identityId: string): Promise<{ data: PoolUserInvite[] }> {
      const { target, poolIds } = await scope(caller, identityId);
      const now = clock.now();
      const rows = await repo.pendingInvites(target.email, poolIds);
      return {
        data: rows.map((i) => ({
          id: i.id,
          type: i.type,
          account_id: i.accountId,
          account_name: i.accountName,
          role: i.role,
          sent_at: i.sentAt.toISOString(),
          expires_at: i.expiresAt.toISOString(),
          expired: i.expiresAt <= now,
        })),
      };
    },

    /** Mails the user's pending invitations (or one) again: new links, 7 more days each. */
    async resendInvites(actor: Actor, identityId: string, inviteId?: string): Promise<{ resent: number }> {
      const s = await scope(actor.caller, identityId);
      const rows = await repo.pendingInvites(s.target.email, s.poolIds, inviteId);
      if (inviteId && rows.length === 0) throw ProductError.notFound("No such pending invitation");
      const { user } = actor.caller;
      const language = isLanguage(s.target.language) ? s.target.language : "en";
      for (const invite of rows) {
        await deps.resendInvite(
          invite.id,
          { accountName: invite.accountName, operatorTitle: invite.operatorTitle ?? undefined },
          { id: user.id, email: user.email, language },
        );
      }
      if (rows.length > 0) await audit(actor, s.poolIds, "invite_resend", s.target);
      return { resent: rows.length };
    },

    /** Removes the user's second factors and signs every session out; mails them in their language. */
    async resetSecondFactor(actor: Actor, identityId: string) {
      const s = await scope(actor.caller, identityId);
      if (s.target.id === actor.caller.user.id) {
        throw conflict("Your own second factor is changed in Settings");
      }
      await ensureMayChange(s);
      const result = await identity.resetSecondFactors(identityId);
      await audit(actor, s.poolIds, "2fa_reset", s.target);
      await deps.sendMail(secondFactorResetMail(s.target.email, s.target.language, clock.now()));
      return { removed: result.removed, sessions_closed: result.sessionsClosed };
    },

    /**
     * Removes the user's access within the caller's pools. Refused for the caller themself and for the only owner
     * of an account (409 `invalid_state`: delete the account or add another owner first). A user left with no
     * access anywhere is deleted completely: identity (sign-in, sessions) and product user.
     */
    async deleteUser(actor: Actor, identityId: string): Promise<PoolUserDeleted> {
      const s = await scope(actor.caller, identityId);
      if (s.target.id === actor.caller.user.id) throw conflict("You cannot delete yourself");
      await ensureMayChange(s);
      const sole = await repo.soleOwnerships(s.target.id, s.poolIds);
      if (sole.length > 0) {
        throw conflict(`The user is the only owner of ${sole.join(", ")}: delete it or add an owner first`);
      }
      // Removal first: of simultaneous deletes, the one whose delete took the permissions goes on and audits; the
      // others find none left and answer 404, as a delete after it would (auditing first, they wrote rows naming
      // a user the first had deleted meanwhile: a foreign key error, 500).
      const removed = await repo.removePermissionsWithin(s.target.id, s.poolIds);
      if (removed === 0) throw notFound();
      await audit(actor, s.poolIds, "user_deleted", s.target);
      if ((await repo.permissionCount(s.target.id)) > 0)
        return { deleted: false, permissions_removed: removed };
      await identity.deleteIdentity(identityId);
      await repo.tryDeleteUser(s.target.id);
      return { deleted: true, permissions_removed: removed };
    },

    /** The user's own request to delete their user: recorded and confirmed by mail once. */
    async requestDeletion(actor: Actor, identityId: string): Promise<UserDeletionRequest> {
      const { user, principal } = actor.caller;
      if (identityId !== principal.identityId) throw accessDenied();
      const { created, at } = await repo.recordDeletionRequest(user.id, clock.now());
      if (created) {
        const poolIds = await repo.poolsOfUser(user.id, await repo.allPools());
        await audit(actor, poolIds, "deletion_requested", user);
        await deps.sendMail(deletionRequestMail(user.email, user.language, at));
      }
      return { status: "requested", requested_at: at.toISOString() };
    },
  };
}
export type PoolUsersService = ReturnType<typeof poolUsersService>;
