import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ProductError } from "../lib/product-error";

/** Where in the request a NUL character sits (dotted path), or null. PostgreSQL cannot store one in text. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") : null;
  if (value === null || typeof value !== "object" || depth > 32) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key].join(".");
    const found = findNul(child, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the params, query or body of any route with 400 (the product body, or the
 * identity service's own shape through its error handler), before a handler could pass it to the database.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request: FastifyRequest) => {
      for (const part of ["params", "query", "body"] as const) {
        const at = findNul(request[part]);
        if (at === null) continue;
        throw new ProductError("validation_failed", 400, "Text must not contain NUL characters", [
          { name: at || part, text: "invalid_input" },
        ]);
      }
    });
  },
  { name: "input-guard" },
);
