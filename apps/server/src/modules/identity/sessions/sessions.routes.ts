import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../flow/errors";
import type { IdentityContext } from "../identity.context";
import { manageSessions, pageOf } from "./manage-sessions";
import { sessionToken } from "./session-http";
import { exchangeSessionToken } from "./token-exchange";
import { requireSession } from "./whoami";

const tags = ["identity: sessions"];

/** /sessions/whoami, /sessions (list, revoke), /sessions/token-exchange. */
const sessionsRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  const manage = manageSessions(ctx);

  app.get(
    "/sessions/whoami",
    {
      schema: {
        tags,
        summary: "Check who the current HTTP session belongs to",
        querystring: z.object({ tokenize_as: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const session = await requireSession(ctx, sessionToken(request), { highestAvailable: true });
      const template = request.query.tokenize_as;
      if (template) throw errors.badRequest(`Unable to find tokenizer template "${template}".`);
      reply.header("x-kratos-authenticated-identity-id", session.identityId);
      return ctx.sessions.toJson(session);
    },
  );

  const pageQuery = z.object({
    per_page: z.coerce.number().int().optional(),
    page: z.coerce.number().int().optional(),
    page_size: z.coerce.number().int().optional(),
    page_token: z.string().optional(),
  });

  app.get(
    "/sessions",
    { schema: { tags, summary: "Get my active sessions (except the current one)", querystring: pageQuery } },
    async (request, reply) => {
      const current = await requireSession(ctx, sessionToken(request), { highestAvailable: true });
      const page = pageOf(request.query);
      const { sessions, nextOffset } = await manage.listOthers(current, page);
      if (nextOffset !== null) {
        const next = `${ctx.settings.baseUrl}/sessions?page_size=${page.limit}&page_token=${nextOffset}`;
        reply.header("link", `<${next}>; rel="next"`);
      }
      return sessions;
    },
  );

  app.delete("/sessions", { schema: { tags, summary: "Disable my other sessions" } }, async (request) => {
    const current = await requireSession(ctx, sessionToken(request), { highestAvailable: true });
    return { count: await manage.revokeOthers(current) };
  });

  app.delete(
    "/sessions/:id",
    { schema: { tags, summary: "Disable one of my sessions", params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const current = await requireSession(ctx, sessionToken(request), { highestAvailable: true });
      await manage.revokeOne(current, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/sessions/token-exchange",
    {
      schema: {
        tags,
        summary: "Exchange session token codes for a session token",
        querystring: z.object({ init_code: z.string().optional(), return_to_code: z.string().optional() }),
      },
    },
    async (request) =>
      exchangeSessionToken(ctx, request.query.init_code, request.query.return_to_code, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );
};

export default sessionsRoutes;
