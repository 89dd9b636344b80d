import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { flowToJson } from "../flow/flow";
import { flowUiUrl } from "../flow/flow-http";
import { answerReplaced, expiredInto } from "../flow/flow-replace";
import { normaliseSubmitBody, stringField } from "../flow/submit-body";
import type { IdentityContext } from "../identity.context";
import { sessionCookie, sessionToken } from "../sessions/session-http";
import { createRecoveryFlow } from "./recovery-flow";
import { alreadySignedIn, submitRecovery } from "./recovery-submit";

const tags = ["identity: recovery"];
const submitBody = z.record(z.string(), z.unknown()).optional();

/** /self-service/recovery/{browser,api,flows} and POST /self-service/recovery (method `code`). */
const recoveryRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  for (const type of ["browser", "api"] as const) {
    app.get(
      `/self-service/recovery/${type}`,
      {
        schema: {
          tags,
          summary: `Create a recovery flow for ${type === "browser" ? "browsers" : "native apps"}`,
          querystring: z.object({ return_to: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        if (type === "browser" && (await ctx.sessions.fromToken(sessionToken(request)))) {
          if (!http.json) return http.redirect(request.query.return_to ?? ctx.settings.defaultReturnTo);
          throw alreadySignedIn();
        }
        const flow = await createRecoveryFlow(ctx, {
          type,
          requestUrl: http.requestUrl,
          returnTo: request.query.return_to,
          csrfToken: type === "browser" ? http.csrfToken() : undefined,
        });
        return http.sendFlow(flow);
      },
    );
  }

  app.get(
    "/self-service/recovery/flows",
    { schema: { tags, summary: "Get a recovery flow", querystring: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const flow = await ctx.flows.load(request.query.id, "recovery");
      http.assertCsrf(flow);
      const now = ctx.clock.now();
      if (flow.expiresAt.getTime() <= now.getTime()) {
        const csrfToken = flow.type === "browser" ? http.csrfToken() : undefined;
        const fresh = await createRecoveryFlow(ctx, {
          type: flow.type,
          requestUrl: flow.requestUrl,
          returnTo: flow.returnTo,
          csrfToken,
        });
        const error = expiredInto(flow, fresh, now);
        await ctx.flows.save(fresh);
        throw error;
      }
      return reply.send(flowToJson(flow));
    },
  );

  app.post(
    "/self-service/recovery",
    {
      schema: {
        tags,
        summary: "Submit a recovery flow (send a code to an address, or use the code)",
        querystring: z.object({ flow: z.string(), token: z.string().optional() }),
        body: submitBody,
      },
    },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const body = normaliseSubmitBody(request.body);
      const flow = await ctx.flows.load(request.query.flow, "recovery");
      const outcome = await submitRecovery(ctx, {
        flow,
        body,
        token: request.query.token ?? stringField(body, "token"),
        assertCsrf: () => http.assertCsrf(flow, body.csrf_token ?? ""),
        csrfToken: flow.type === "browser" ? http.csrfToken() : undefined,
        signedIn: Boolean(await ctx.sessions.fromToken(sessionToken(request))),
        device: { ip: request.ip, userAgent: request.headers["user-agent"] },
      });
      if (outcome.kind === "replaced")
        return answerReplaced(http, ctx.settings, outcome.fresh, outcome.error);
      if (outcome.kind === "flow") return http.sendFlow(outcome.flow, outcome.status);
      const { flow: done, issued, settingsFlow, continueWith } = outcome.recovered;
      if (done.type === "browser") {
        http.setCookie(sessionCookie(ctx.settings, issued.token, issued.session.expiresAt, ctx.clock.now()));
        if (!http.json) return http.redirect(flowUiUrl(ctx.settings, "settings", settingsFlow.id));
      }
      return http.sendJson(200, flowToJson(done, { continue_with: continueWith }));
    },
  );
};

export default recoveryRoutes;
