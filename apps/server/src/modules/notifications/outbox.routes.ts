import { errorBodySchema, platformOutboxQuerySchema, platformOutboxSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ProductError } from "../../lib/product-error";
import { outboxRepository } from "./outbox.repository";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const base = "/platform/notifications/outbox";

/** The platform's view of notification delivery: counts, rows in trouble, and a retry of a failed row. */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("manage_settings"),
      schema: {
        tags: ["notifications"],
        summary: "Notification delivery: queue counts and the rows that failed or are retrying",
        querystring: platformOutboxQuerySchema,
        response: { 200: platformOutboxSchema, ...errors },
      },
    },
    async (request) => {
      const repo = outboxRepository(app.db);
      const now = app.clock.now();
      const { status, limit } = request.query;
      const counts = await repo.counts(new Date(now.getTime() - 86_400_000));
      const rows = await repo.troubled(status === "all" ? ["failed", "retrying"] : [status], limit);
      return {
        data: {
          counts: {
            pending: counts.pending,
            retrying: counts.retrying,
            failed: counts.failed,
            sent_24h: counts.sent,
          },
          rows: rows.map((r) => ({
            id: r.id,
            event: r.event as never,
            channel: r.channel as never,
            status: r.status as "pending" | "failed",
            attempts: r.attempts,
            last_error: r.lastError,
            next_attempt_at: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
            created_at: r.createdAt.toISOString(),
            email: r.email,
          })),
        },
      };
    },
  );
  app.post(
    `${base}/:id/retry`,
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("manage_settings"),
      schema: {
        tags: ["notifications"],
        summary: "Deliver a failed notification again, with a fresh round of attempts",
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await outboxRepository(app.db).retry(request.params.id, app.clock.now()))) {
        throw ProductError.notFound("No failed notification with this id");
      }
      return reply.code(204).send(null);
    },
  );
};

export default outboxRoutes;
