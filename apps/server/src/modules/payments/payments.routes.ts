import {
  balanceSchema,
  dayStringSchema,
  errorBodySchema,
  operatorFeeDaySchema,
  operatorPaymentsQuerySchema,
  paymentsExportQuerySchema,
  paymentsListSchema,
  paymentsQuerySchema,
  transferBodySchema,
  transferResultSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead } from "../../lib/change-cache";
import { jsonSchemaSerializer } from "../../lib/json-schema-serializer";
import { callerOf, readerOf } from "../../plugins/auth";
import { feeHiddenFor } from "../accounts/fee-visibility";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { balancesOf } from "../ledger/ledger.service";
import { operatorFeeDay } from "./operator-fee-income.service";
import { paymentsRepository } from "./payments.repository";
import { paymentsService } from "./payments.service";
import { paymentsExportRepository } from "./payments-export.repository";
import { paymentsExportService } from "./payments-export.service";
import { transfersService } from "./transfers.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: z.uuid() });
const owners = [
  { type: "pool", path: "/pools/:id" },
  { type: "operator", path: "/operators/:id" },
  { type: "miner", path: "/miners/:id" },
] as const;

/** Payments, the CSV export, transfers and balances; registered under /api/backend/v0.1. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    repo: paymentsRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    feeHidden: (reader: Parameters<typeof feeHiddenFor>[1], minerId: string) =>
      feeHiddenFor(app.db, reader, minerId),
    balances: (accounts: Parameters<typeof balancesOf>[1]) => balancesOf(app.db, accounts),
    cached: <V>(key: string, load: () => Promise<V>) => cachedRead(app.db, "money", key, load),
  };
  const service = paymentsService(deps);
  const exports = paymentsExportService({
    ...deps,
    rows: paymentsExportRepository(app.db),
    clock: app.clock,
    fallbackRates: app.config.rates.fallback,
  });
  const transfers = transfersService({ db: app.db, clock: app.clock });

  app.get(
    "/operators/:id/fee-income/:day",
    {
      onRequest: app.requireReader,
      schema: {
        tags: ["payments"],
        summary: "The operator's fee income of a settlement day, customer by customer (section payments)",
        params: z.object({ id: z.uuid(), day: dayStringSchema }),
        response: { 200: operatorFeeDaySchema, ...errors },
      },
    },
    async (request) => ({
      data: await operatorFeeDay(
        app.db,
        deps.access,
        readerOf(request),
        request.params.id,
        request.params.day,
      ),
    }),
  );

  for (const { type, path } of owners) {
    const whose = { pool: "the pool's miners'", operator: "the operator's customers'", miner: "the miner's" }[
      type
    ];
    // A miner's payments and balance are a watcher link's `payments` section; a pool's or operator's never.
    const config = { watcherSection: type === "miner" ? ("payments" as const) : undefined };
    app.get(
      `${path}/payments`,
      {
        onRequest: app.requireReader,
        config,
        schema: {
          tags: ["payments"],
          summary: `Payments of ${whose} accounts: filtered, sorted by time, one page (section payments)`,
          description:
            "`type` and `status` take one value, repeated or comma-separated values; `from`/`to` are UTC days, " +
            "inclusive, on the time of the payment; ties sort by id. A reward's fee is null when hidden from the reader. " +
            "An operator's list takes `scope`: `customers` (default) or `own` (its fee income per day and payouts).",
          params,
          querystring: type === "operator" ? operatorPaymentsQuerySchema : paymentsQuerySchema,
          response: { 200: paymentsListSchema, ...errors },
        },
      },
      async (request) => {
        const own = type === "operator" && (request.query as { scope?: string }).scope === "own";
        const owner = { type: own ? ("operator_own" as const) : type, id: request.params.id };
        return service.list(readerOf(request), owner, request.query);
      },
    );
    app.get(
      `${path}/balance`,
      {
        onRequest: app.requireReader,
        config,
        // A dashboard call: written by fast-json-stringify (lib/json-schema-serializer.ts), not through zod.
        serializerCompiler: jsonSchemaSerializer,
        schema: {
          tags: ["payments"],
          summary:
            type === "miner"
              ? "The miner's balance and its pending payouts (section payments)"
              : `The ${type}'s fee income balance (section payments)`,
          params,
          response: { 200: balanceSchema, ...errors },
        },
      },
      async (request) => ({
        data: await service.balance(readerOf(request), { type, id: request.params.id }),
      }),
    );
  }

  app.get(
    "/miners/:id/payments/export",
    {
      onRequest: app.requireReader,
      config: { watcherSection: "payments" },
      schema: {
        tags: ["payments"],
        summary: "The miner's payments of the last 7, 30 or 90 days as a CSV file (RFC 4180, UTC, BTC)",
        params,
        querystring: paymentsExportQuerySchema,
        produces: ["text/csv"],
        response: { 200: z.string().describe("text/csv; charset=utf-8"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exports.open(readerOf(request), request.params.id, request.query.days);
      request.log.debug({ file: file.filename }, "payments export");
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${file.filename}"`)
        .header("Cache-Control", "no-store")
        .send(file.body as unknown as string); // a stream is piped, never serialised
    },
  );

  app.post(
    "/miners/:id/transfers",
    {
      onRequest: app.requireSession,
      schema: {
        tags: ["payments"],
        summary: "Move satoshis to another of the caller's own miner accounts in the same pool (aal2)",
        params,
        body: transferBodySchema,
        response: { 201: transferResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const payment = await transfers.transfer(callerOf(request).user.id, request.params.id, request.body);
      return reply.code(201).send({ data: payment });
    },
  );
};
export default paymentsRoutes;
