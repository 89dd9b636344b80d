import type { ErrorBody, ErrorCode, FieldError } from "@pithead/contract";

/**
 * At most this many field errors in one answer (a 50,000-share batch with every share wrong would echo 50,000);
 * past it the validation answer's `fields_total` gives the count.
 */
export const maxFieldErrors = 100;

/** An error a service throws on purpose; the errors plugin sends it as the product error body. */
export class ProductError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = "ProductError";
  }

  /** Fastify's name for the status, so error handlers of other shapes (the identity service's) keep it. */
  get statusCode(): number {
    return this.status;
  }

  toBody(): ErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }

  static notFound(message = "Not found"): ProductError {
    return new ProductError("not_found", 404, message);
  }
}
