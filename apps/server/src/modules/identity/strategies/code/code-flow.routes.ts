import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Flow, flowToJson } from "../../flow/flow";
import type { FlowHttp } from "../../flow/flow-http";
import { renewIfExpired } from "../../flow/flow-replace";
import { normaliseSubmitBody, stringField } from "../../flow/submit-body";
import type { IdentityContext } from "../../identity.context";
import type { CodeSubmitInput, NewCodeFlow } from "./code-flow";

/** What differs between the e-mailed code flows (recovery, verification). */
export type CodeFlowSpec = {
  kind: "recovery" | "verification";
  /** A new flow asking for the address (state `choose_method`). */
  create: (ctx: IdentityContext, p: NewCodeFlow) => Promise<Flow>;
  /** Before a browser flow is created: an answer instead of the flow, or undefined to go on. */
  beforeBrowserFlow?: (
    ctx: IdentityContext,
    request: FastifyRequest,
    http: FlowHttp,
    returnTo: string | undefined,
  ) => Promise<unknown | undefined>;
  /** Runs the submit and answers it. */
  submit: (
    ctx: IdentityContext,
    request: FastifyRequest,
    http: FlowHttp,
    input: CodeSubmitInput,
  ) => Promise<unknown>;
};

/** /self-service/<kind>/{browser,api,flows} and POST /self-service/<kind> (method `code`). */
export function codeFlowRoutes(spec: CodeFlowSpec): FastifyPluginAsyncZod<{ ctx: IdentityContext }> {
  const { kind } = spec;
  const tags = [`identity: ${kind}`];
  return async (app, { ctx }) => {
    for (const type of ["browser", "api"] as const) {
      app.get(
        `/self-service/${kind}/${type}`,
        {
          schema: {
            tags,
            summary: `Create a ${kind} flow for ${type === "browser" ? "browsers" : "native apps"}`,
            querystring: z.object({ return_to: z.string().optional() }),
          },
        },
        async (request, reply) => {
          const http = ctx.http(request, reply);
          if (type === "browser" && spec.beforeBrowserFlow) {
            const answer = await spec.beforeBrowserFlow(ctx, request, http, request.query.return_to);
            if (answer !== undefined) return answer;
          }
          const flow = await spec.create(ctx, {
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
      `/self-service/${kind}/flows`,
      { schema: { tags, summary: `Get a ${kind} flow`, querystring: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        const flow = await ctx.flows.load(request.query.id, kind);
        http.assertCsrf(flow);
        const expired = await renewIfExpired(ctx.flows, flow, ctx.clock.now(), () =>
          spec.create(ctx, {
            type: flow.type,
            requestUrl: flow.requestUrl,
            returnTo: flow.returnTo,
            csrfToken: flow.type === "browser" ? http.csrfToken() : undefined,
          }),
        );
        if (expired) throw expired.error;
        return reply.send(flowToJson(flow));
      },
    );

    app.post(
      `/self-service/${kind}`,
      {
        schema: {
          tags,
          summary: `Submit a ${kind} flow (send a code to an address, or use the code)`,
          querystring: z.object({ flow: z.string(), token: z.string().optional() }),
          body: z.record(z.string(), z.unknown()).optional(),
        },
      },
      async (request, reply) => {
        const http = ctx.http(request, reply);
        const body = normaliseSubmitBody(request.body);
        const flow = await ctx.flows.load(request.query.flow, kind);
        return spec.submit(ctx, request, http, {
          flow,
          body,
          token: request.query.token ?? stringField(body, "token"),
          assertCsrf: () => http.assertCsrf(flow, body.csrf_token ?? ""),
          csrfToken: flow.type === "browser" ? http.csrfToken() : undefined,
        });
      },
    );
  };
}
