import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getFlowRoute, sendNewFlow } from "../flow/flow-routes";
import { normaliseSubmitBody } from "../flow/submit-body";
import type { IdentityContext } from "../identity.context";
import { sessionToken } from "../sessions/session-http";
import { sessionAnswerOrFlow } from "../sessions/session-outcome";
import { createLoginFlow } from "./login-flow";
import { submitLogin } from "./login-submit";

const tags = ["identity: login"];
const boolQuery = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true");
const createQuery = z.object({
  refresh: boolQuery,
  aal: z.enum(["aal1", "aal2"]).optional(),
  return_to: z.string().optional(),
  return_session_token_exchange_code: boolQuery,
  login_challenge: z.string().optional(),
  organization: z.string().optional(),
  via: z.string().optional(),
});
const submitQuery = z.object({ flow: z.string() });
const submitBody = z.record(z.string(), z.unknown()).optional();

/** /self-service/login/{browser,api,flows} and POST /self-service/login. */
const loginRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  for (const type of ["browser", "api"] as const) {
    app.get(
      `/self-service/login/${type}`,
      {
        schema: {
          tags,
          summary: `Create a login flow for ${type === "browser" ? "browsers" : "native apps"}`,
          querystring: createQuery,
        },
      },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        const q = request.query;
        const token = sessionToken(request);
        const session = await ctx.sessions.fromToken(token);
        return sendNewFlow(ctx, http, type, q.return_to, () =>
          createLoginFlow(ctx, {
            type,
            requestUrl: http.requestUrl,
            refresh: q.refresh,
            aal: q.aal,
            returnTo: q.return_to,
            exchangeCode: q.return_session_token_exchange_code,
            csrfToken: type === "browser" ? http.csrfToken() : undefined,
            session,
          }),
        );
      },
    );
  }

  getFlowRoute(app, ctx, "login");

  app.post(
    "/self-service/login",
    { schema: { tags, summary: "Submit a login flow", querystring: submitQuery, body: submitBody } },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const body = normaliseSubmitBody(request.body);
      const flow = await ctx.flows.load(request.query.flow, "login");
      await ctx.flows.ensureNotExpired(flow, flow.type === "browser" ? http.csrfToken() : undefined);
      http.assertCsrf(flow, body.csrf_token ?? "");
      const token = sessionToken(request);
      const current = await ctx.sessions.fromToken(token);
      const outcome = await submitLogin(ctx, {
        flow,
        body,
        device: { ip: request.ip, userAgent: request.headers["user-agent"] },
        current: current && token ? { session: current, token } : undefined,
      });
      return sessionAnswerOrFlow(ctx, http, outcome);
    },
  );
};

export default loginRoutes;
