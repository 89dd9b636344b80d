import type { ErrorBody } from "@pithead/contract";
import type { FastifyReply } from "fastify";
import { ProductError } from "./product-error";

/**
 * 429 `rate_limited` with the seconds to wait: in the body (`retry_after_seconds`) and, through
 * `sendRetryAfter`, in a `Retry-After` header. A service throws it; the errors plugin sends its body.
 */
export class RateLimitedError extends ProductError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many requests, try again later",
  ) {
    super("rate_limited", 429, message);
    this.name = "RateLimitedError";
  }

  override toBody(): ErrorBody {
    return { ...super.toBody(), retry_after_seconds: this.retryAfterSeconds };
  }
}

/**
 * For a route's catch: sets `Retry-After` when `err` is a `RateLimitedError`, then the caller rethrows it (the
 * errors plugin keeps headers set before the error and sends the body).
 */
export function sendRetryAfter(reply: FastifyReply, err: unknown): void {
  if (err instanceof RateLimitedError) reply.header("retry-after", String(err.retryAfterSeconds));
}
