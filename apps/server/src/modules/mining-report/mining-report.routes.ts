import {
  errorBodySchema,
  miningReportPdfBodySchema,
  miningReportQuerySchema,
  miningReportSchema,
  miningReportYearQuerySchema,
  miningReportYearSchema,
  operatorMiningReportSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loadOnce } from "../../lib/load-once";
import { sendRetryAfter } from "../../lib/rate-limited";
import { readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { miningReportService } from "./mining-report.service";
import { miningReportCsv } from "./mining-report-csv";
import { pdfSlots } from "./pdf-slots";

/** pdfkit and fontkit load with the first PDF asked for, not at start. */
const pdfModule = loadOnce(() => import("./mining-report-pdf"));

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const params = z.object({ id: z.uuid() });

/** The monthly mining report of a miner account (issue 16), JSON and CSV; registered under /api/backend/v0.1. */
const miningReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = miningReportService(app.db, app.clock, app.config.publicUrl);
  /** PDFs made at once, per caller and per process (pdf-slots.ts): a burst never holds the event loop. */
  const slots = pdfSlots();
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
    "/miners/:id/mining-report/year",
    {
      ...guard,
      schema: {
        tags: ["mining-report"],
        summary:
          "The year's months as the monthly reports total them, in BTC and RUB (for the tax calculator)",
        params,
        querystring: miningReportYearQuerySchema,
        response: { 200: miningReportYearSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.year(request.params.id, request.query.year) }),
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
  app.post(
    "/miners/:id/mining-report/pdf",
    {
      ...guard,
      // A document costs about 120 ms of CPU: 30 a minute per client is plenty for a person.
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["mining-report"],
        summary:
          "The same report as an A4 PDF in en, ru or cn, optionally with a watcher link of the account on it (a POST: the link is a secret)",
        params,
        body: miningReportPdfBodySchema,
        produces: ["application/pdf"],
        response: { 200: z.any().describe("application/pdf"), 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { month, language, watcher_link } = request.body;
      const made = async () => {
        const report = await service.report(request.params.id, month);
        const watcherLink = watcher_link ? await service.watcherLink(request.params.id, watcher_link) : null;
        const { miningReportPdf } = await pdfModule();
        const pdf = await miningReportPdf(report, { language, watcherLink, generatedAt: app.clock.now() });
        return { report, pdf };
      };
      const { report, pdf } = await slots.run(readerOf(request).userId ?? request.ip, made).catch((err) => {
        sendRetryAfter(reply, err);
        throw err;
      });
      return reply
        .type("application/pdf")
        .header(
          "Content-Disposition",
          `attachment; filename="mining-report-${report.account_name}-${report.month}.pdf"`,
        )
        .header("Cache-Control", "no-store")
        .send(pdf);
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
