import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IdentityContext } from "../identity.context";
import { clearSessionCookie, sessionToken } from "../sessions/session-http";
import { logoutService } from "./logout.service";

const tags = ["identity: logout"];

/** /self-service/logout/browser, /self-service/logout, DELETE /self-service/logout/api. */
const logoutRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  const logout = logoutService(ctx);

  app.get(
    "/self-service/logout/browser",
    {
      schema: {
        tags,
        summary: "Create a logout URL for browsers",
        querystring: z.object({ return_to: z.string().optional() }),
      },
    },
    async (request) => logout.createBrowserLogout(sessionToken(request), request.query.return_to),
  );

  app.get(
    "/self-service/logout",
    {
      schema: {
        tags,
        summary: "Update a logout flow (end the browser session)",
        querystring: z.object({ token: z.string().optional(), return_to: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const to = await logout.logoutWithToken(
        sessionToken(request),
        request.query.token,
        request.query.return_to,
      );
      http.setCookie(clearSessionCookie(ctx.settings));
      if (http.json) return http.sendJson(204, undefined);
      return http.redirect(to);
    },
  );

  app.delete(
    "/self-service/logout/api",
    {
      schema: {
        tags,
        summary: "Perform logout for native apps",
        body: z.object({ session_token: z.string().optional() }).optional(),
      },
    },
    async (request, reply) => {
      await logout.logoutApi(request.body?.session_token);
      return reply.code(204).send();
    },
  );
};

export default logoutRoutes;
