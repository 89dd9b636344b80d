import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../flow/errors";
import type { Flow } from "../flow/flow";
import type { FlowHttp } from "../flow/flow-http";
import { answerReplaced, renewIfExpired } from "../flow/flow-replace";
import { normaliseSubmitBody } from "../flow/submit-body";
import type { IdentityContext } from "../identity.context";
import { sessionToken } from "../sessions/session-http";
import { requireSession } from "../sessions/whoami";
import { createSettingsFlow, renewSettingsFlow, settingsExtras } from "./settings-flow";
import { submitSettings } from "./settings-submit";

const tags = ["identity: settings"];
const submitBody = z.record(z.string(), z.unknown()).optional();

/** /self-service/settings/{browser,api,flows} and POST /self-service/settings. */
const settingsRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  const send = async (http: FlowHttp, flow: Flow, status = 200) =>
    http.sendFlow(flow, status, await settingsExtras(ctx, flow));
  const loginUrl = (returnTo: string) =>
    `${ctx.settings.baseUrl}/self-service/login/browser?return_to=${encodeURIComponent(returnTo)}`;

  for (const type of ["browser", "api"] as const) {
    app.get(
      `/self-service/settings/${type}`,
      {
        schema: {
          tags,
          summary: `Create a settings flow for ${type === "browser" ? "browsers" : "native apps (X-Session-Token)"}`,
          querystring: z.object({ return_to: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        const token = sessionToken(request);
        if (type === "browser" && !http.json && !(await ctx.sessions.fromToken(token))) {
          return http.redirect(loginUrl(http.requestUrl));
        }
        const session = await requireSession(ctx, token, {
          highestAvailable: true,
          returnTo: http.requestUrl,
        });
        const flow = await createSettingsFlow(ctx, {
          type,
          session,
          requestUrl: http.requestUrl,
          returnTo: request.query.return_to,
          csrfToken: type === "browser" ? http.csrfToken() : undefined,
        });
        return send(http, flow);
      },
    );
  }

  app.get(
    "/self-service/settings/flows",
    { schema: { tags, summary: "Get a settings flow", querystring: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const flow = await ctx.flows.load(request.query.id, "settings");
      const session = await requireSession(ctx, sessionToken(request), { highestAvailable: true });
      if (session.identityId !== flow.identityId)
        throw errors.flowTypeMismatch("The settings flow belongs to another identity.");
      http.assertCsrf(flow);
      const expired = await renewIfExpired(ctx.flows, flow, ctx.clock.now(), () =>
        renewSettingsFlow(ctx, flow, session, flow.type === "browser" ? http.csrfToken() : undefined),
      );
      if (expired) throw expired.error;
      return send(http, flow);
    },
  );

  app.post(
    "/self-service/settings",
    {
      schema: {
        tags,
        summary: "Submit a settings flow",
        querystring: z.object({ flow: z.string() }),
        body: submitBody,
      },
    },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const body = normaliseSubmitBody(request.body);
      const flow = await ctx.flows.load(request.query.flow, "settings");
      const session = await requireSession(ctx, sessionToken(request), { highestAvailable: true });
      http.assertCsrf(flow, body.csrf_token ?? "");
      const outcome = await submitSettings(ctx, {
        flow,
        body,
        session,
        requestUrl: http.requestUrl,
        csrfToken: flow.type === "browser" ? http.csrfToken() : undefined,
      });
      if (outcome.kind === "replaced")
        return answerReplaced(http, ctx.settings, outcome.fresh, outcome.error);
      return send(http, outcome.flow, outcome.status);
    },
  );
};

export default settingsRoutes;
