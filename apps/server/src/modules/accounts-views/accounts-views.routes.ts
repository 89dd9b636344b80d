import {
  accountStatsSchema,
  customersListSchema,
  errorBodySchema,
  minerStatusCountsSchema,
  minerStatusesQuerySchema,
  minersListQuerySchema,
  minersListSchema,
  operatorViewSchema,
  poolViewSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cachedRead } from "../../lib/change-cache";
import { serializedOnce } from "../../lib/serialized-once";
import { readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { readAccess } from "../accounts/read-access";
import { appWorkerCounts } from "../telemetry/workers/worker-counts";
import { accountsViewsRepository } from "./accounts-views.repository";
import { accountsViewsService, type ScopeCache } from "./accounts-views.service";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const params = z.object({ id: z.uuid() });
const figures =
  "hash_rate_* in H/s over 15 minutes, 1 hour, 24 hours (windows end 5 minutes before now, on whole " +
  "buckets), with shares_* and rel_error_*; reject_pct_15m by difficulty";
const groups = [
  { path: "pools", type: "pool", tag: "pools", miners: "all the pool's miners" },
  { path: "operators", type: "operator", tag: "operators", miners: "the operator's customers" },
] as const;

/** `pools/{id}`, `operators/{id}`, their stats and miner lists. Registered under /api/backend/v0.1. */
const accountsViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The per-process cache the change bus empties on every change of `miners` (plugins/auth-cache.ts): scope
  // figures are cached per window end (accounts-views.service.ts `currentScope`).
  const cache: ScopeCache = app.authCache;
  const service = accountsViewsService({
    repo: accountsViewsRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    clock: app.clock,
    cache,
    cachedPage: (key, load) => cachedRead(app.db, "pages", key, load),
    workerCounts: appWorkerCounts(app.db, app.clock),
  });
  const onRequest = app.requireReader;

  app.get(
    "/pools/:id",
    {
      onRequest,
      schema: {
        tags: ["pools"],
        summary: "The pool account: name and stratum addresses (its users only)",
        params,
        response: { 200: poolViewSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.pool(readerOf(request), request.params.id) }),
  );
  app.get(
    "/operators/:id",
    {
      onRequest,
      schema: {
        tags: ["operators"],
        summary: "The Control Hub operator account (its users and the pool's)",
        params,
        response: { 200: operatorViewSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.operator(readerOf(request), request.params.id) }),
  );

  for (const group of groups) {
    const scopeOf = (id: string) => ({ type: group.type, id });
    // A pool's page is kept per window end (the service's pages cache): its JSON is written once. An
    // operator's customers add each one's balance per request.
    const sendPage = serializedOnce();
    app.get(
      `/${group.path}/:id/stats`,
      {
        onRequest,
        schema: {
          tags: [group.tag],
          summary: `Hashrate, reject rate, miners and workers by status of ${group.miners}`,
          description: figures,
          params,
          response: { 200: accountStatsSchema, ...errors },
        },
      },
      async (request) => ({ data: await service.stats(readerOf(request), scopeOf(request.params.id)) }),
    );
    app.get(
      `/${group.path}/:id/miners`,
      {
        onRequest,
        schema: {
          tags: [group.tag],
          summary: `A page of ${group.miners} with their figures (deleted miners never)`,
          description: `status: active (a stable worker), inactive (workers, none stable), empty; name: part of the account name or title. ${figures}${group.type === "operator" ? "; balance (sats) and fee_percent (the operator's fee today) for roles that read financial data, else null" : ""}`,
          params,
          querystring: minersListQuerySchema,
          response: { 200: group.type === "operator" ? customersListSchema : minersListSchema, ...errors },
        },
      },
      async (request, reply) =>
        group.type === "operator"
          ? service.customers(readerOf(request), request.params.id, request.query)
          : sendPage(
              reply,
              await service.miners(readerOf(request), scopeOf(request.params.id), request.query),
            ),
    );
    app.get(
      `/${group.path}/:id/miners/statuses`,
      {
        onRequest,
        schema: {
          tags: [group.tag],
          summary: `How many of ${group.miners} are active, inactive and empty (optional name)`,
          params,
          querystring: minerStatusesQuerySchema,
          response: { 200: minerStatusCountsSchema, ...errors },
        },
      },
      async (request) => ({
        data: await service.statuses(readerOf(request), scopeOf(request.params.id), request.query.name),
      }),
    );
  }
};

export default accountsViewsRoutes;
