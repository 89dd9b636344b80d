import { createHash, randomBytes } from "node:crypto";
import type { AccessRole, AccountPermission, AccountType, Language } from "@pithead/contract";
import type { Clock } from "../../clock";
import { ProductError } from "../../lib/product-error";
import { permissionView } from "../accounts/accounts.service";
import type { Caller } from "../users/users.service";
import { inviteMail } from "./invite-mail";
import type { InviteRow, InvitesRepository } from "./invites.repository";

/** An invitation link works this long after it is sent (or sent again). */
export const inviteLifetimeMs = 7 * 24 * 3600_000;

/** Who invites: their user id, e-mail (named in the mail) and language (the mail's). */
export type Inviter = { id: string; email: string; language: Language };

/** What to invite to; `operatorTitle` sends a Control Hub customer to its operator's branded sign-up. */
export type InviteTarget = {
  email: string;
  type: AccountType;
  accountId: string;
  accountName: string;
  role: AccessRole;
  operatorTitle?: string;
};

/** Invite tokens are kept only as SHA-256 hex digests. */
export function inviteTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const notFound = () =>
  ProductError.notFound("The invitation does not exist, has expired or was already used");

/**
 * Access invitations: sending (a random token mailed as a link to `/invitation`, kept only as its hash),
 * sending again with a new token, withdrawing, and accepting. No Fastify, no SQL here.
 */
export function invitesService(deps: {
  repo: InvitesRepository;
  clock: Clock;
  publicUrl: string;
  /** Whether mail leaves over SMTP (SMTP_URL set) or stays in the dev mailbox. */
  smtp: boolean;
}) {
  const { clock } = deps;
  /** Queues the invitation's mail through `repo`: in the transaction of the change, sent after its commit. */
  async function mail(
    repo: InvitesRepository,
    invite: InviteRow,
    target: InviteTarget,
    inviter: Inviter,
    token: string,
  ) {
    const query = new URLSearchParams({ token });
    if (target.operatorTitle) query.set("operator", target.operatorTitle);
    const link = `${deps.publicUrl.replace(/\/+$/, "")}/invitation?${query}`;
    const rendered = inviteMail({
      language: inviter.language,
      inviterEmail: inviter.email,
      type: invite.type,
      accountName: target.accountName,
      role: invite.role,
      link,
      expiresAt: invite.expiresAt,
    });
    await repo.queueMail({ to: invite.email, kind: "invite", ...rendered }, deps.smtp);
  }
  return {
    /** Records an invitation (7 days) and mails its link to `target.email`. */
    async issue(target: InviteTarget, inviter: Inviter, repo = deps.repo): Promise<InviteRow> {
      const token = randomBytes(32).toString("base64url");
      const now = clock.now();
      const invite = await repo.insert({
        tokenHash: inviteTokenHash(token),
        email: target.email.trim().toLowerCase(),
        type: target.type,
        accountId: target.accountId,
        role: target.role,
        invitedBy: inviter.id,
        sentAt: now,
        expiresAt: new Date(now.getTime() + inviteLifetimeMs),
      });
      await mail(repo, invite, target, inviter, token);
      return invite;
    },
    /** Mails a pending invitation again with a new token (the old link stops working) and 7 more days. */
    async resend(
      inviteId: string,
      target: Omit<InviteTarget, "email" | "type" | "accountId" | "role">,
      inviter: Inviter,
      repo = deps.repo,
    ): Promise<InviteRow> {
      const token = randomBytes(32).toString("base64url");
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + inviteLifetimeMs);
      const invite = await repo.renew(inviteId, inviteTokenHash(token), now, expiresAt);
      if (!invite) throw ProductError.notFound("No such pending invitation");
      await mail(repo, invite, { ...invite, ...target }, inviter, token);
      return invite;
    },
    /** Withdraws a pending invitation: its link stops working. */
    async revoke(inviteId: string): Promise<void> {
      if (!(await deps.repo.revoke(inviteId, clock.now()))) {
        throw ProductError.notFound("No such pending invitation");
      }
    },

    /**
     * The caller, signed in with the invited e-mail, gets the invited permission (once; a higher role they
     * already hold there is kept), and the account's audit log says so.
     */
    async accept(
      { user }: Caller,
      token: string,
      address: string | null,
    ): Promise<{ permission: AccountPermission }> {
      return deps.repo.transaction(async (repo) => {
        const now = deps.clock.now();
        const invite = await repo.findByTokenHash(inviteTokenHash(token));
        if (!invite || invite.acceptedAt || invite.revokedAt || invite.expiresAt <= now) throw notFound();
        if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new ProductError(
            "validation_failed",
            400,
            "This invitation was sent to another e-mail address",
            [{ name: "token", text: "invalid_input" }],
          );
        }
        if (!(await repo.markAccepted(invite.id, user.id, now))) throw notFound();
        const { before, granted } = await repo.grant(invite, user.id);
        await repo.audit({
          type: invite.type,
          accountId: invite.accountId,
          actorUserId: user.id,
          actorEmail: user.email,
          address,
          action: "invite_accepted",
          targetUserId: user.id,
          targetEmail: user.email,
          roleBefore: before,
          roleAfter: granted.role,
        });
        return { permission: permissionView(granted) };
      });
    },
  };
}
