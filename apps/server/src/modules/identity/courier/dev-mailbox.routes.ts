import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLoopback } from "../lib/loopback";
import { courierRepository } from "./courier.repository";
import { devMailboxPage } from "./dev-mailbox.page";

const query = z.object({ to: z.email().optional() });
const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  kind: z.string(),
  created_at: z.string(),
});
const LIMIT = 100;

/**
 * The dev mailbox (mail kept in the database when SMTP_URL is unset): JSON at /api/dev/mailbox and a
 * page at /dev/mailbox, latest first. app.ts registers this plugin only outside production and without
 * SMTP_URL. It holds every recovery and verification code, so only loopback clients (`request.ip`: the
 * socket's address, or what TRUST_PROXY allows) see it; any other address gets the app's 404, exactly
 * what an address without a route answers, so the mailbox does not reveal that it exists.
 */
const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailbox = courierRepository(app.db);

  app.addHook("onRequest", async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.callNotFound();
  });

  app.get(
    "/api/dev/mailbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mail kept by the dev mailbox, latest first (not in production)",
        querystring: query,
        response: { 200: z.array(mailSchema) },
      },
    },
    async (request) => {
      const mails = await mailbox.list({ to: request.query.to, limit: LIMIT });
      return mails.map((m) => ({ ...m, created_at: m.createdAt.toISOString() }));
    },
  );

  app.get("/dev/mailbox", { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const mails = await mailbox.list({ to: request.query.to, limit: LIMIT });
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(devMailboxPage(mails, request.query.to));
  });
};

export default devMailboxRoutes;
