import type { FastifyInstance } from "fastify";
import { sendMail } from "../identity/courier/courier";
import { invitesRepository } from "./invites.repository";
import { invitesService } from "./invites.service";

/** The invitations service wired to the app's database, clock, public URL and courier (SMTP or dev mailbox). */
export function appInvites(app: FastifyInstance) {
  return invitesService({
    repo: invitesRepository(app.db),
    clock: app.clock,
    publicUrl: app.config.publicUrl,
    sendMail: (mail) => sendMail(app.db, app.config, mail),
  });
}
