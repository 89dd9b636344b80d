import { createHash } from "node:crypto";
import type { AccountPermission } from "@pithead/contract";
import type { Clock } from "../../clock";
import { ProductError } from "../../lib/product-error";
import { permissionView } from "../accounts/accounts.service";
import type { Caller } from "../users/users.service";
import type { InvitesRepository } from "./invites.repository";

/** Invite tokens are kept only as SHA-256 hex digests. */
export function inviteTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const notFound = () =>
  ProductError.notFound("The invitation does not exist, has expired or was already used");

/** Accepting an access invitation. No Fastify, no SQL here. */
export function invitesService(deps: { repo: InvitesRepository; clock: Clock }) {
  return {
    /** The caller, signed in with the invited e-mail, gets the invited permission (once). */
    async accept({ user }: Caller, token: string): Promise<{ permission: AccountPermission }> {
      return deps.repo.transaction(async (repo) => {
        const now = deps.clock.now();
        const invite = await repo.findByTokenHash(inviteTokenHash(token));
        if (!invite || invite.acceptedAt || invite.expiresAt <= now) throw notFound();
        if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
          throw new ProductError(
            "validation_failed",
            400,
            "This invitation was sent to another e-mail address",
            [{ name: "token", text: "invalid_input" }],
          );
        }
        if (!(await repo.markAccepted(invite.id, user.id, now))) throw notFound();
        return { permission: permissionView(await repo.grant(invite, user.id)) };
      });
    },
  };
}
