import type { FastifyInstance } from "fastify";
import { invitesRepository } from "./invites.repository";
import { invitesService } from "./invites.service";

/** The invitations service wired to the app's database, clock, public URL and mail queue (SMTP or dev mailbox). */
export function appInvites(app: FastifyInstance) {
  return invitesService({
    repo: invitesRepository(app.db),
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    smtp: Boolean(app.config.smtpUrl),
  });
}
