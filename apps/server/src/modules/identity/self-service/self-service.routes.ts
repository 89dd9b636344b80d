import { readFileSync } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fromServerRoot } from "../../../lib/server-root";
import { errors } from "../flow/errors";
import { identityJsonSchema } from "../identities/identity-schema";
import { identitySchemaId } from "../identities/traits";
import type { IdentityContext } from "../identity.context";
import { isUuid } from "../lib/uuid";

const webauthnScript = readFileSync(
  fromServerRoot("src/modules/identity/webauthn-script/webauthn.js"),
  "utf8",
);
const tags = ["identity: other"];
const encodedSchemaId = Buffer.from(identitySchemaId).toString("base64url");

/** Errors store, fed-cm (as open-source Kratos: not available), identity schemas, the WebAuthn script. */
const selfServiceRoutes: FastifyPluginAsyncZod<{ ctx: IdentityContext }> = async (app, { ctx }) => {
  app.get(
    "/self-service/errors",
    { schema: { tags, summary: "Get a user-facing flow error", querystring: z.object({ id: z.string() }) } },
    async (request) => {
      const id = request.query.id;
      const stored = isUuid(id) ? await ctx.errorsRepo.findById(id) : undefined;
      if (!stored) throw errors.notFound("Unable to locate the resource");
      return {
        id: stored.id,
        error: stored.error,
        created_at: stored.createdAt.toISOString(),
        updated_at: stored.updatedAt.toISOString(),
      };
    },
  );

  // Open-source Kratos only defines FedCM (it is an Ory Network feature): no provider is configured.
  const fedcmUnavailable = () => errors.notFound("FedCM is not enabled: no FedCM provider is configured.");
  app.get(
    "/self-service/fed-cm/parameters",
    { schema: { tags, summary: "Get FedCM parameters" } },
    async () => {
      throw fedcmUnavailable();
    },
  );
  app.post(
    "/self-service/fed-cm/token",
    { schema: { tags, summary: "Submit a FedCM token", body: z.record(z.string(), z.unknown()).optional() } },
    async () => {
      throw fedcmUnavailable();
    },
  );

  app.get("/schemas", { schema: { tags, summary: "All identity schemas" } }, async () => [
    { id: identitySchemaId, schema: identityJsonSchema },
  ]);
  app.get(
    "/schemas/:id",
    { schema: { tags, summary: "One identity schema", params: z.object({ id: z.string() }) } },
    async (request) => {
      if (request.params.id !== encodedSchemaId && request.params.id !== identitySchemaId) {
        throw errors.notFound("The requested resource could not be found");
      }
      return identityJsonSchema;
    },
  );

  app.get(
    "/.well-known/ory/webauthn.js",
    { schema: { tags, summary: "The WebAuthn browser helper script" } },
    async (_request, reply) =>
      reply
        .type("text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(webauthnScript),
  );
};

export default selfServiceRoutes;
