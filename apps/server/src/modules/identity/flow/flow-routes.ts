import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IdentityContext } from "../identity.context";
import { KratosError } from "./errors";
import { type Flow, type FlowType, flowToJson } from "./flow";
import type { FlowHttp } from "./flow-http";
import { checkReturnTo } from "./return-to";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Answers a new login or registration flow (with `session_token_exchange_code` when an api flow
 * asked for one). A browser navigation that is already signed in goes where it was headed, as
 * Kratos does; other clients get the `session_already_available` error.
 */
export async function sendNewFlow(
  ctx: IdentityContext,
  http: FlowHttp,
  type: FlowType,
  returnTo: string | undefined,
  create: () => Promise<{ flow: Flow; exchangeCode?: string | null }>,
) {
  try {
    const { flow, exchangeCode } = await create();
    return http.sendFlow(flow, 200, exchangeCode ? { session_token_exchange_code: exchangeCode } : {});
  } catch (error) {
    if (
      type === "browser" &&
      !http.json &&
      error instanceof KratosError &&
      error.id === "session_already_available"
    ) {
      return http.redirect(checkReturnTo(ctx.settings, returnTo) ?? ctx.settings.defaultReturnTo);
    }
    throw error;
  }
}

/**
 * GET /self-service/<kind>/flows for login and registration: 404 when unknown, the CSRF check of
 * browser flows, and 410 with a fresh copy of the form (`use_flow_id`) when expired.
 */
export function getFlowRoute(app: ZodApp, ctx: IdentityContext, kind: "login" | "registration") {
  app.get(
    `/self-service/${kind}/flows`,
    {
      schema: {
        tags: [`identity: ${kind}`],
        summary: `Get a ${kind} flow`,
        querystring: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const http = ctx.http(request, reply);
      const flow = await ctx.flows.load(request.query.id, kind);
      http.assertCsrf(flow);
      await ctx.flows.ensureNotExpired(flow, flow.type === "browser" ? http.csrfToken() : undefined);
      return reply.send(flowToJson(flow));
    },
  );
}
