import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ProductError } from "../lib/product-error";

/**
 * Text PostgreSQL cannot store: a NUL character, or a lone UTF-16 surrogate (half of a pair, which no UTF-8
 * encoding has: a jsonb or text insert of it fails, so a client retrying it would fail forever).
 */
function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/** Where in the request unstorable text sits (dotted path; a key counts too), or null. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path.join(".");
  if (value === null || typeof value !== "object" || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key.toWellFormed().replaceAll("\u0000", "")].join(".");
    const found = findUnstorableText(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a NUL character or a lone surrogate anywhere in the params, query or body of any route with 400 (the
 * product body, or the identity service's own shape through its error handler), before a handler could pass it
 * to the database.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request: FastifyRequest) => {
      for (const part of ["params", "query", "body"] as const) {
        const at = findUnstorableText(request[part]);
        if (at === null) continue;
        throw new ProductError(
          "validation_failed",
          400,
          "Text must not contain NUL characters or unpaired surrogates",
          [{ name: at || part, text: "invalid_input" }],
        );
      }
    });
  },
  { name: "input-guard" },
);
