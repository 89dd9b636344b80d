import type { FastifyError, FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, unavailableRetryAfterSeconds } from "../../db/unavailable";
import { errors, KratosError } from "./flow/errors";
import { parseFormBody } from "./flow/submit-body";
import { type IdentityContext, identityContext } from "./identity.context";
import loginRoutes from "./login/login.routes";
import logoutRoutes from "./logout/logout.routes";
import recoveryRoutes from "./recovery/recovery.routes";
import registrationRoutes from "./registration/registration.routes";
import selfServiceRoutes from "./self-service/self-service.routes";
import sessionsRoutes from "./sessions/sessions.routes";
import settingsRoutes from "./settings/settings.routes";
import "./strategies/installed";
import "./verification/after-registration";
import verificationRoutes from "./verification/verification.routes";

function toKratosError(error: FastifyError): KratosError {
  if (error instanceof KratosError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const where = first?.instancePath ? ` at ${first.instancePath}` : "";
    return errors.badRequest(
      `${error.validationContext ?? "request"}${where}: ${first?.message ?? "invalid"}`,
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return new KratosError(429, { message: "too many requests", reason: error.message });
  // A refusal decided before the route (a watcher link's write) stays a refusal, in Kratos's shape.
  if (status === 403) return errors.forbidden(error.message);
  if (status >= 400 && status < 500) return errors.badRequest(error.message);
  if (isDatabaseUnavailable(error)) {
    // A bounded database wait ran out or the database is away (db/limits.ts): the client may retry.
    return new KratosError(503, {
      message: "The service is busy or briefly unavailable, please try again",
      details: { retry_after_seconds: unavailableRetryAfterSeconds },
    });
  }
  return new KratosError(500, {
    message: "An internal server error occurred, please contact the system administrator",
  });
}

/** Error answers in Kratos's shape and form bodies for every route under /identity (unknown paths: the server's JSON 404). */
function kratosHttpBasics(app: FastifyInstance, ctx: IdentityContext): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, parseFormBody(String(body)));
    },
  );
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const kratos = toKratosError(error);
    if (kratos.status === 503) request.log.warn({ err: error }, "identity: database unavailable");
    else if (kratos.status >= 500) request.log.error({ err: error }, "identity error");
    const retryAfter = kratos.content.details?.retry_after_seconds;
    if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
    return ctx.http(request, reply).sendError(kratos);
  });
}

/**
 * The Kratos-compatible identity service, registered with prefix /identity. Sub-areas register
 * here (one line each) and receive the shared context.
 */
const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = identityContext(app);
  kratosHttpBasics(app, ctx);
  await app.register(loginRoutes, { ctx });
  await app.register(registrationRoutes, { ctx });
  await app.register(sessionsRoutes, { ctx });
  await app.register(logoutRoutes, { ctx });
  await app.register(selfServiceRoutes, { ctx });
  await app.register(recoveryRoutes, { ctx });
  await app.register(verificationRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
};

export default identityRoutes;
