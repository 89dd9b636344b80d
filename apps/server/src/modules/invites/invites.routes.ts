import { errorBodySchema, inviteAcceptBodySchema, inviteAcceptResultSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/auth";
import { appInvites } from "./app-invites";

/** Registered under /api/backend/v0.1. */
const invitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = appInvites(app);

  app.post(
    "/invites/accept",
    {
      // Accepting changes what the caller may access: aal2 when they have a second factor.
      onRequest: app.requireSession,
      schema: {
        tags: ["invites"],
        summary: "Accepts an access invitation sent to the caller's e-mail",
        body: inviteAcceptBodySchema,
        response: {
          200: inviteAcceptResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => service.accept(callerOf(request), request.body.token, request.ip),
  );
};

export default invitesRoutes;
