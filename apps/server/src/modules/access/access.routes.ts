import {
  accessAuditListSchema,
  accessAuditQuerySchema,
  accessGrantBodySchema,
  accessGrantResultSchema,
  accessInviteSchema,
  accessListSchema,
  accessMemberSchema,
  accessRevokeQuerySchema,
  accessRoleBodySchema,
  errorBodySchema,
  type SharedAccountType,
  sharedAccountTypes,
} from "@pithead/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf } from "../../plugins/auth";
import { appInvites } from "../invites/app-invites";
import { accessRepository } from "./access.repository";
import { type AccessAccount, type Actor, accessService } from "./access.service";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.uuid() });
const inviteParams = params.extend({ invite_id: z.uuid() });
const segment: Record<SharedAccountType, string> = { miner: "miners", pool: "pools", operator: "operators" };

/**
 * `{miners|pools|operators}/{id}/access`: who has access, grants by e-mail, role changes, revocations,
 * invitations sent again, and the audit log. Every route needs a role with `manage_access` on that very account
 * (pool staff are not a miner's admins); a change also needs aal2 (`requireSession`). Registered under
 * /api/backend/v0.1.
 */
const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = accessService({
    repo: accessRepository(app.db),
    invites: appInvites(app),
    clock: app.clock,
  });

  for (const type of sharedAccountTypes) {
    const base = `/${segment[type]}/:id/access`;
    const accountOf = (request: FastifyRequest): AccessAccount => ({
      type,
      id: (request.params as { id: string }).id,
    });
    const actorOf = (request: FastifyRequest): Actor => ({ caller: callerOf(request), address: request.ip });
    const guard = {
      onRequest: app.requireSession,
      preHandler: app.requirePermission(type, (request) => accountOf(request).id, "manage_access"),
    };
    const tags = ["access"];

    app.get(
      base,
      {
        ...guard,
        schema: {
          tags,
          summary: `Who has access to the ${type} account and its pending invitations (bounded lists)`,
          params,
          response: { 200: accessListSchema, ...errors },
        },
      },
      async (request) => service.list(accountOf(request)),
    );

    app.get(
      `${base}/audit`,
      {
        ...guard,
        schema: {
          tags,
          summary: `The ${type} account's access audit log, newest first, paged`,
          params,
          querystring: accessAuditQuerySchema,
          response: { 200: accessAuditListSchema, ...errors },
        },
      },
      async (request) => service.auditLog(accountOf(request), request.query),
    );

    app.post(
      base,
      {
        ...guard,
        schema: {
          tags,
          summary:
            "Gives a role to an e-mail: at once to an existing user, else by an invitation mailed for 7 days",
          params,
          body: accessGrantBodySchema,
          response: { 200: accessGrantResultSchema, ...errors },
        },
      },
      async (request) => service.grant(accountOf(request), actorOf(request), request.body),
    );

    app.put(
      base,
      {
        ...guard,
        schema: {
          tags,
          summary:
            "Changes a person's role (named by permission_id); never one's own, never the last owner's",
          params,
          body: accessRoleBodySchema,
          response: { 200: accessMemberSchema, ...errors },
        },
      },
      async (request) => service.changeRole(accountOf(request), actorOf(request), request.body),
    );

    app.delete(
      base,
      {
        ...guard,
        schema: {
          tags,
          summary: "Revokes a person's access (?permission_id=) or withdraws an invitation (?invite_id=)",
          params,
          querystring: accessRevokeQuerySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.revoke(accountOf(request), actorOf(request), request.query);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${base}/invites/:invite_id/resend`,
      {
        ...guard,
        schema: {
          tags,
          summary: "Mails a pending invitation again: a new link, valid 7 days (the old link stops working)",
          params: inviteParams,
          response: { 200: accessInviteSchema, ...errors },
        },
      },
      async (request) => service.resend(accountOf(request), actorOf(request), request.params.invite_id),
    );
  }
};

export default accessRoutes;
