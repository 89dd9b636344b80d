import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { ProductError } from "../../../lib/product-error";
import { findUnstorableText } from "../../../plugins/input-guard";
import type { ShareColumns } from "./share-columns";

/**
 * The ingest routes' body, read without walking 50,000 share objects three times (input guard, zod, fold).
 * Fastify's own JSON parser reads it (same limits, same errors for bad JSON and `__proto__` keys), but hands it
 * over under a symbol key, which the global input guard (plugins/input-guard.ts, a preValidation hook walking
 * every own key) does not see. The route's own preValidation hook, which runs after the global ones, then
 * takes the fast path (fast-batch.ts, fast-columns.ts: the schema's checks and the guard's, in one pass,
 * straight into columns) or, for any batch it does not accept outright, puts the parsed body back and repeats the guard's
 * walk, and zod validates as on every other route: the same 400 bodies, field by field.
 */
const parsedJson = Symbol("ingest body");
type Wrapped = { [parsedJson]: unknown };

/** A body the fast path has accepted: the validator passes it through untouched. */
class FastBody {
  constructor(readonly columns: ShareColumns) {}
}

/** Replaces `application/json` for the routes of `app` (an encapsulated plugin): parsed, then wrapped. */
export function useIngestBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    parseJson(request, String(body), (err: Error | null, value?: unknown) => {
      if (err) done(err, undefined);
      else done(null, { [parsedJson]: value } satisfies Wrapped);
    });
  });
}

/**
 * A route's preValidation: the fast path (`fast`: the body's columns, or null), or the parsed body back with
 * the input guard's check.
 */
export function unwrapIngestBody(fast: (body: unknown) => ShareColumns | null) {
  return async (request: FastifyRequest): Promise<void> => {
    // Bodies of other content types (text/plain is a string) go to zod as they are.
    const body = request.body as Wrapped | undefined;
    if (typeof body !== "object" || body === null || !(parsedJson in body)) return;
    const parsed = body[parsedJson];
    const columns = fast(parsed);
    if (columns) {
      request.body = new FastBody(columns);
      return;
    }
    request.body = parsed;
    const at = findUnstorableText(parsed);
    if (at !== null) {
      throw new ProductError(
        "validation_failed",
        400,
        "Text must not contain NUL characters or unpaired surrogates",
        [{ name: at || "body", text: "invalid_input" }],
      );
    }
  };
}

/** The route's validator: a fast-path body as it is, anything else through zod (fastify-type-provider-zod). */
export const ingestValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const zodValidate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => (data instanceof FastBody ? { value: data } : zodValidate(data));
};

/** The columns of a fast-path body, else undefined (the body is zod's `ShareBatch`). */
export const fastColumnsOf = (body: unknown): ShareColumns | undefined =>
  body instanceof FastBody ? body.columns : undefined;
