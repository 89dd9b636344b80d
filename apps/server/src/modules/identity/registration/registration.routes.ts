import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getFlowRoute, sendNewFlow } from "../flow/flow-routes";
import { normaliseSubmitBody } from "../flow/submit-body";
import type { IdentityContext } from "../identity.context";
import { sessionToken } from "../sessions/session-http";
import { sessionAnswerOrFlow } from "../sessions/session-outcome";
import { createRegistrationFlow } from "./registration-flow";
import { submitRegistration } from "./registration-submit";

const tags = ["identity: registration"];
const createQuery = z.object({
  return_to: z.string().optional(),
  return_session_token_exchange_code: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  login_challenge: z.string().optional(),
  after_verification_return_to: z.string().optional(),
  organization: z.string().optional(),
});

/** /self-service/registration/{browser,api,flows} and POST /self-service/registration. */
const registrationRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  for (const type of ["browser", "api"] as const) {
    app.get(
      `/self-service/registration/${type}`,
      {
        schema: {
          tags,
          summary: `Create a registration flow for ${type === "browser" ? "browsers" : "native apps"}`,
          querystring: createQuery,
        },
      },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        const q = request.query;
        return sendNewFlow(ctx, http, type, q.return_to, async () =>
          createRegistrationFlow(ctx, {
            type,
            requestUrl: http.requestUrl,
            returnTo: q.return_to,
            exchangeCode: q.return_session_token_exchange_code,
            csrfToken: type === "browser" ? http.csrfToken() : undefined,
            session: await ctx.sessions.fromToken(sessionToken(request)),
          }),
        );
      },
    );
  }

  getFlowRoute(app, ctx, "registration");

  app.post(
    "/self-service/registration",
    {
      schema: {
        tags,
        summary: "Submit a registration flow",
        querystring: z.object({ flow: z.string() }),
        body: z.record(z.string(), z.unknown()).optional(),
      },
    },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const body = normaliseSubmitBody(request.body);
      const flow = await ctx.flows.load(request.query.flow, "registration");
      await ctx.flows.ensureNotExpired(flow, flow.type === "browser" ? http.csrfToken() : undefined);
      http.assertCsrf(flow, body.csrf_token ?? "");
      const outcome = await submitRegistration(ctx, {
        flow,
        body,
        device: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      return sessionAnswerOrFlow(ctx, http, outcome);
    },
  );
};

export default registrationRoutes;
