import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { flowToJson } from "../flow/flow";
import { answerReplaced, expiredInto } from "../flow/flow-replace";
import { normaliseSubmitBody, stringField } from "../flow/submit-body";
import type { IdentityContext } from "../identity.context";
import { createVerificationFlow } from "./verification-flow";
import { submitVerification } from "./verification-submit";

const tags = ["identity: verification"];
const createQuery = z.object({ return_to: z.string().optional() });
const submitBody = z.record(z.string(), z.unknown()).optional();

/** /self-service/verification/{browser,api,flows} and POST /self-service/verification (method `code`). */
const verificationRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  for (const type of ["browser", "api"] as const) {
    app.get(
      `/self-service/verification/${type}`,
      {
        schema: {
          tags,
          summary: `Create a verification flow for ${type === "browser" ? "browsers" : "native apps"}`,
          querystring: createQuery,
        },
      },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        const flow = await createVerificationFlow(ctx, {
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
    "/self-service/verification/flows",
    { schema: { tags, summary: "Get a verification flow", querystring: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const flow = await ctx.flows.load(request.query.id, "verification");
      http.assertCsrf(flow);
      const now = ctx.clock.now();
      if (flow.expiresAt.getTime() <= now.getTime()) {
        const csrfToken = flow.type === "browser" ? http.csrfToken() : undefined;
        const fresh = await createVerificationFlow(ctx, {
          type: flow.type,
          requestUrl: flow.requestUrl,
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
    "/self-service/verification",
    {
      schema: {
        tags,
        summary: "Submit a verification flow (send a code to an address, or use the code)",
        querystring: z.object({ flow: z.string(), token: z.string().optional() }),
        body: submitBody,
      },
    },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const body = normaliseSubmitBody(request.body);
      const flow = await ctx.flows.load(request.query.flow, "verification");
      const outcome = await submitVerification(ctx, {
        flow,
        body,
        token: request.query.token ?? stringField(body, "token"),
        assertCsrf: () => http.assertCsrf(flow, body.csrf_token ?? ""),
        csrfToken: flow.type === "browser" ? http.csrfToken() : undefined,
      });
      if (outcome.kind === "replaced")
        return answerReplaced(http, ctx.settings, outcome.fresh, outcome.error);
      return http.sendFlow(outcome.flow, outcome.status);
    },
  );
};

export default verificationRoutes;
