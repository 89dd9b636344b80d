import type { FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { flowRepository } from "./flow/flow.repository";
import { flowService } from "./flow/flow.service";
import { flowHttp } from "./flow/flow-http";
import { identityRepository } from "./identities/identity.repository";
import { identitySettings } from "./identity.settings";
import { errorsRepository } from "./self-service/errors.repository";
import { sessionRepository } from "./sessions/session.repository";
import { sessionService } from "./sessions/session.service";

/** Everything an identity route needs, built once per app: `const ctx = identityContext(app)`. */
export function identityContext(app: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = app;
  const settings = identitySettings(config);
  const identities = identityRepository(db);
  const sessionRepo = sessionRepository(db);
  const errorsRepo = errorsRepository(db);
  return {
    db,
    clock,
    config,
    settings,
    identities,
    sessionRepo,
    errorsRepo,
    flows: flowService(flowRepository(db), clock, settings),
    sessions: sessionService(sessionRepo, identities, clock, settings, config.integrations.chat),
    /** The HTTP helper of one flow request (JSON or browser, CSRF, cookies, answers). */
    http: (request: FastifyRequest, reply: FastifyReply) =>
      flowHttp({ settings, errorsRepo, clock }, request, reply),
  };
}
export type IdentityContext = ReturnType<typeof identityContext>;
