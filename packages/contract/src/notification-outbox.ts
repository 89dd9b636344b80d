import { z } from "zod";
import { notificationChannels, notificationEvents } from "./notifications";

/** Most rows one `GET platform/notifications/outbox` answers. */
export const outboxTroubleMax = 200;

export const platformOutboxQuerySchema = z.object({
  status: z.enum(["failed", "retrying", "all"]).default("all"),
  limit: z.coerce.number().int().min(1).max(outboxTroubleMax).default(50),
});

/**
 * `GET platform/notifications/outbox`: the delivery queue at a glance (`pending` now, `retrying` after a failed
 * attempt, `failed` for good in the 30 days kept, `sent_24h`) and the rows in trouble, newest first: failed
 * for good and/or pending after a failed attempt, with the last error.
 */
export const platformOutboxSchema = z.object({
  data: z.object({
    counts: z.object({
      pending: z.number().int(),
      retrying: z.number().int(),
      failed: z.number().int(),
      sent_24h: z.number().int(),
    }),
    rows: z.array(
      z.object({
        id: z.number().int(),
        event: z.enum(notificationEvents),
        channel: z.enum(notificationChannels),
        status: z.enum(["pending", "failed"]),
        attempts: z.number().int(),
        last_error: z.string().nullable(),
        next_attempt_at: z.string().nullable(),
        created_at: z.string(),
        email: z.string(),
      }),
    ),
  }),
});
export type PlatformOutbox = z.infer<typeof platformOutboxSchema>["data"];
