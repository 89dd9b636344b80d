import {
  errorBodySchema,
  miningReportQuerySchema,
  miningReportSchema,
  operatorMiningReportSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { miningReportService } from "./mining-report.service";
import { miningReportCsv } from "./mining-report-csv";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.uuid() });

/** The monthly mining report of a miner account (issue 16), JSON and CSV; registered under /api/backend/v0.1. */
const miningReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = miningReportService(app.db, app.clock);
  const guard = {
    onRequest: app.requireReader,
    preHandler: app.requireMinerRead((request) => (request.params as { id: string }).id, "payments"),
  };

  app.get(
    "/miners/:id/mining-report",
    {
      ...guard,
      schema: {
        tags: ["mining-report"],
        summary:
          "The month's credits by settlement day in BTC and RUB, addresses, payouts, the filing deadline",
        params,
        querystring: miningReportQuerySchema,
        response: { 200: miningReportSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.report(request.params.id, request.query.month) }),
  );
  app.get(
    "/miners/:id/mining-report/csv",
    {
      ...guard,
      schema: {
        tags: ["mining-report"],
        summary: "The same report as a CSV file (RFC 4180, UTC, BTC with 8 decimals, RUB with 2)",
        params,
        querystring: miningReportQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errors },
      },
    },
    async (request, reply) => {
      const report = await service.report(request.params.id, request.query.month);
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "Content-Disposition",
          `attachment; filename="mining-report-${report.account_name}-${report.month}.csv"`,
        )
        .header("Cache-Control", "no-store")
        .send(miningReportCsv(report));
    },
  );

  const access = readAccess(minerAccessRepository(app.db));
  app.get(
    "/operators/:id/mining-report",
    {
      onRequest: app.requireReader,
      // The operator's financial data (its users with a money role); an unknown id is refused like a foreign one.
      preHandler: async (request) =>
        access.ensureAccount(
          readerOf(request),
          "operator",
          (request.params as { id: string }).id,
          "payments",
        ),
      schema: {
        tags: ["mining-report"],
        summary: "A Control Hub operator's month: each customer's credits in BTC and RUB, and the totals",
        params,
        querystring: miningReportQuerySchema,
        response: { 200: operatorMiningReportSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.operatorReport(request.params.id, request.query.month) }),
  );
};

export default miningReportRoutes;
