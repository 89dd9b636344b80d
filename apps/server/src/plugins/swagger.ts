import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

export const docsPrefix = "/api/docs";

export const docsCsp =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** OpenAPI 3 document generated from the zod route schemas: JSON at /api/docs/json, UI at /api/docs. */
export default fp(
  async (app: FastifyInstance, opts: { version: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Pithead API",
          description: "Product API of the Pithead mining pool",
          version: opts.version,
        },
        servers: [{ url: opts.publicUrl }],
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      // The UI loads its own scripts from /api/docs/static and styles some elements inline; this CSP
      // replaces the SPA's on the docs routes only. No upgrade-insecure-requests: plain http on
      // 127.0.0.1 must keep working.
      staticCSP: docsCsp,
    });
  },
  { name: "swagger" },
);
