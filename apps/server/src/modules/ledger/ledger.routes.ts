import { errorBodySchema, ledgerCheckSchema } from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callerOf } from "../../plugins/auth";
import { ledgerCheckService } from "./ledger-check.service";

const errors = { 401: errorBodySchema, 403: errorBodySchema };
const tags = ["platform"];

/** `platform/ledger/check`: the ledger check's latest result (run first when it never ran), and a run now. */
const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = ledgerCheckService(app.db, app.clock);
  app.get(
    "/platform/ledger/check",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("read_financial"),
      schema: {
        tags,
        summary:
          "The latest ledger check: the sum of all postings (0 when sound), any account out of step, when it ran " +
          "and who started it (trigger schedule, user or first_read; triggered_by the user's e-mail)",
        response: { 200: ledgerCheckSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.latest(callerOf(request).user.id) }),
  );
  app.post(
    "/platform/ledger/check",
    {
      onRequest: app.requireSession,
      preHandler: app.requirePlatform("move_funds"),
      schema: {
        tags,
        summary: "Run the ledger check now (the platform's owner, admin or treasurer) and answer its result",
        description:
          "One check at a time over every process: 409 invalid_state while one runs; a check recorded after the " +
          "request came (it ran while the request waited) is answered instead of a new one.",
        response: { 200: ledgerCheckSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => ({ data: await service.runNow(callerOf(request).user.id) }),
  );
};
export default ledgerRoutes;
