import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const requestIdHeader = "x-request-id";

/** What a client may choose as its request id: 8 to 128 of A-Z, a-z, 0-9, `.`, `_` and `-`. */
const clientRequestId = /^[A-Za-z0-9._-]{8,128}$/;

export const isClientRequestId = (value: unknown): value is string =>
  typeof value === "string" && clientRequestId.test(value);

/**
 * Fastify's `genReqId`: the SPA's `X-Request-Id` when it is well formed (so a user's report names the log lines
 * of its request), else a new UUID. A repeated header (an array) or anything else is replaced, never echoed.
 */
export function genReqId(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  return isClientRequestId(given) ? given : randomUUID();
}
