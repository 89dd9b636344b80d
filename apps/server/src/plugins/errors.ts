import {
  type ErrorBody,
  type FieldError,
  type FieldErrorText,
  fieldErrorTextOfIssue,
} from "@pithead/contract";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, unavailableRetryAfterSeconds } from "../db/unavailable";
import { maxFieldErrors, ProductError } from "../lib/product-error";

type Issue = { keyword: string; instancePath: string; message: string; params: Record<string, unknown> };

/**
 * Maps a zod issue to a field error text of the contract (SPEC section 5, `fieldErrorTextOfIssue`, which the web's
 * checks as typed use too). `value` is what the request held at the issue's path (the type provider does not pass
 * zod's input along, so the handler reads it from the request).
 */
export function fieldErrorText(issue: Issue, value: unknown): FieldErrorText {
  const { keyword, params } = issue;
  return fieldErrorTextOfIssue({ code: keyword, origin: params.origin, format: params.format }, value);
}

function valueAt(data: unknown, segments: string[]): unknown {
  let node = data;
  for (const segment of segments) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Where the request holds what a validation context names (Fastify says `querystring` for `request.query`). */
const requestPart: Record<string, "body" | "query" | "params" | "headers"> = {
  body: "body",
  querystring: "query",
  params: "params",
  headers: "headers",
};

function fieldsOf(issues: Issue[], context: string | undefined, request: FastifyRequest): FieldError[] {
  const part = context ? requestPart[context] : undefined;
  const data = part ? request[part] : undefined;
  return issues.map((issue) => {
    const segments = issue.instancePath.split("/").filter(Boolean);
    const name = segments.join(".") || (context === "body" ? "body" : (context ?? "request"));
    return { name, text: fieldErrorText(issue, valueAt(data, segments)) };
  });
}

/** Product code for an HTTP client error status that no service chose (framework errors). */
function codeForStatus(status: number): ErrorBody["code"] {
  if (status === 401) return "unauthorized";
  if (status === 403) return "access_denied";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  return "validation_failed";
}

/** One product error body `{code, message, fields?}` for every failure; no stack traces leave. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ProductError, request, reply) => {
      if (error instanceof ProductError) {
        return reply.code(error.status).send(error.toBody());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as unknown as Issue[];
        const fields = fieldsOf(issues.slice(0, maxFieldErrors), error.validationContext, request);
        const body: ErrorBody =
          issues.length > maxFieldErrors
            ? {
                code: "validation_failed",
                message: `Request validation failed: ${issues.length} fields, the first ${maxFieldErrors} listed`,
                fields,
                fields_total: issues.length,
              }
            : { code: "validation_failed", message: "Request validation failed", fields };
        return reply.code(400).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send({ code: "rate_limited", message: "Too many requests, try again later" });
      }
      if (status >= 400 && status < 500) {
        const message =
          error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ? "Malformed JSON body" : error.message;
        return reply.code(status).send({ code: codeForStatus(status), message });
      }
      if (isDatabaseUnavailable(error)) {
        // A bounded database wait ran out or the database is away (db/limits.ts): the client may retry.
        request.log.warn({ err: error }, "database unavailable");
        return reply
          .code(503)
          .header("retry-after", String(unavailableRetryAfterSeconds))
          .send({ code: "service_unavailable", message: "The service is busy or briefly unavailable" });
      }
      request.log.error({ err: error }, "unhandled error");
      app.reportServerError?.(error, request);
      return reply.code(500).send({ code: "internal_error", message: "Internal server error" });
    });
  },
  { name: "errors" },
);
