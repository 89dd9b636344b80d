import {
  errorBodySchema,
  poolSessionParamsSchema,
  poolUserDeletedSchema,
  poolUserDetailSchema,
  poolUserInviteListSchema,
  poolUserInvitesResentSchema,
  poolUserListSchema,
  poolUserParamsSchema,
  poolUserPermissionListSchema,
  poolUserResendInvitesBodySchema,
  poolUserSecondFactorResetSchema,
  poolUserSessionListSchema,
  poolUsersQuerySchema,
  userDeletionRequestSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead } from "../../lib/change-cache";
import { callerOf } from "../../plugins/auth";
import { queueMail } from "../identity/courier/courier";
import {
  activeIdentitySessions,
  deleteIdentity,
  findIdentitySession,
  resetSecondFactors,
  revokeIdentitySession,
} from "../identity/identity.api";
import { appInvites } from "../invites/app-invites";
import { poolUsersRepository } from "./pool-users.repository";
import { type Actor, poolUsersService } from "./pool-users.service";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const poolParams = z.object({ id: z.uuid().describe("The pool") });
const tags = ["pool-users"];
const who = "Pool staff only (a pool role with manage_access: owner, admin)";

/** The pool users admin (README.md beside this file). Registered under /api/backend/v0.1. */
const poolUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const invites = appInvites(app);
  const service = poolUsersService({
    repo: poolUsersRepository(app.db),
    clock: app.clock,
    cached: (key, load) => cachedRead(app.db, "people", key, load),
    identity: {
      activeSessions: (identityId, limit) => activeIdentitySessions(app.db, app.clock, identityId, limit),
      findSession: (id) => findIdentitySession(app.db, id),
      revokeSession: (id) => revokeIdentitySession(app.db, id),
      resetSecondFactors: (identityId) => resetSecondFactors(app.db, identityId),
      deleteIdentity: (identityId) => deleteIdentity(app.db, identityId),
    },
    resendInvite: (id, target, inviter) => invites.resend(id, target, inviter),
    sendMail: (mail) => queueMail(app.db, app.config, mail),
  });
  const actorOf = (request: Parameters<typeof callerOf>[0]): Actor => ({
    caller: callerOf(request),
    address: request.ip ?? null,
  });
  const managesPool = app.requirePermission(
    "pool",
    (request) => (request.params as { id: string }).id,
    "manage_access",
  );

  app.get(
    "/pools/:id/users",
    {
      onRequest: app.requireSession,
      preHandler: managesPool,
      schema: {
        tags,
        summary: `Users with access to the pool or any of its accounts, by e-mail; ${who}`,
        params: poolParams,
        querystring: poolUsersQuerySchema,
        response: { 200: poolUserListSchema, ...errors },
      },
    },
    async (request) => service.list(request.params.id, request.query),
  );

  app.delete(
    "/pools/:id/sessions/:session_id",
    {
      onRequest: app.requireSession,
      preHandler: managesPool,
      schema: {
        tags,
        summary: `Signs one session of a user of the pool out at once; ${who}`,
        params: poolSessionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.closeSession(actorOf(request), request.params.id, request.params.session_id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/users/:user_id",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `A user of the caller's pool: accounts, second factor, sign-ins, deletion request; ${who}`,
        params: poolUserParamsSchema,
        response: { 200: poolUserDetailSchema, ...errors },
      },
    },
    async (request) => service.detail(callerOf(request), request.params.user_id),
  );

  app.get(
    "/users/:user_id/permissions",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `The user's permissions within the caller's pool; ${who}`,
        params: poolUserParamsSchema,
        response: { 200: poolUserPermissionListSchema, ...errors },
      },
    },
    async (request) => service.permissions(callerOf(request), request.params.user_id),
  );

  app.get(
    "/users/:user_id/sessions",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `The user's active sessions (device, address, times; at most 100, newest first); ${who}`,
        params: poolUserParamsSchema,
        response: { 200: poolUserSessionListSchema, ...errors },
      },
    },
    async (request) => service.sessions(callerOf(request), request.params.user_id),
  );

  app.get(
    "/users/:user_id/invites",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `Invitations to the user's e-mail within the pool not yet accepted or withdrawn; ${who}`,
        params: poolUserParamsSchema,
        response: { 200: poolUserInviteListSchema, ...errors },
      },
    },
    async (request) => service.invites(callerOf(request), request.params.user_id),
  );

  app.post(
    "/users/:user_id/invites",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `Mails the user's pending invitations (or one) again with new links; ${who}`,
        params: poolUserParamsSchema,
        body: poolUserResendInvitesBodySchema,
        response: { 200: poolUserInvitesResentSchema, ...errors },
      },
    },
    async (request) =>
      service.resendInvites(actorOf(request), request.params.user_id, request.body.invite_id),
  );

  app.post(
    "/users/:user_id/2fa/reset",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `Removes the user's second factors and signs them out; they are told by e-mail; ${who}`,
        params: poolUserParamsSchema,
        response: { 200: poolUserSecondFactorResetSchema, ...errors },
      },
    },
    async (request) => service.resetSecondFactor(actorOf(request), request.params.user_id),
  );

  app.delete(
    "/users/:user_id",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: `Removes the user's access within the pool; with none left elsewhere, the user is deleted; ${who}`,
        params: poolUserParamsSchema,
        response: { 200: poolUserDeletedSchema, ...errors },
      },
    },
    async (request) => service.deleteUser(actorOf(request), request.params.user_id),
  );

  app.post(
    "/users/:user_id/deletion-request",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "The signed-in user's own request to delete their user (recorded once, confirmed by e-mail)",
        params: poolUserParamsSchema,
        response: { 200: userDeletionRequestSchema, ...errors },
      },
    },
    async (request) => service.requestDeletion(actorOf(request), request.params.user_id),
  );
};

export default poolUsersRoutes;
