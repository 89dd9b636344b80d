import {
  currentFeeSchema,
  errorBodySchema,
  feeBodySchema,
  feeCreatedSchema,
  feesListSchema,
} from "@pithead/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerOf, readerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { permissionsRepository } from "../accounts/permissions.repository";
import { readAccess } from "../accounts/read-access";
import { feesRepository } from "./fees.repository";
import { feesService } from "./fees.service";

const minerParams = z.object({ id: z.uuid() });
const operatorParams = z.object({ id: z.uuid(), miner_id: z.uuid() });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ["fees"];
const percent = "Percent of the gross reward with up to 4 decimals, kept exactly as parts per million.";

/** Fees (registered under /api/backend/v0.1): a miner's pool fee, and an operator's fee on its customer. */
const feesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = feesService({
    db: app.db,
    repo: feesRepository(app.db),
    access: readAccess(minerAccessRepository(app.db)),
    permissions: permissionsRepository(app.db),
    clock: app.clock,
  });
  const read = { onRequest: app.requireReader };
  const operatorWriter = app.requirePermission(
    "operator",
    (r) => (r.params as { id: string }).id,
    "manage_settings",
  );

  app.get(
    "/miners/:id/fees",
    {
      ...read,
      schema: {
        tags,
        summary: "The miner's own pool fee periods",
        params: minerParams,
        response: { 200: feesListSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.list(readerOf(request), request.params.id) }),
  );
  app.post(
    "/miners/:id/fees",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Set the miner's pool fee for a period (pool owner/admin or platform; aal2)",
        description: percent,
        params: minerParams,
        body: feeBodySchema,
        response: { 201: feeCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const fee = await service.createMinerFee(callerOf(request).user.id, request.params.id, request.body);
      return reply.code(201).send({ data: fee });
    },
  );
  app.get(
    "/miners/:id/fees/current",
    {
      ...read,
      schema: {
        tags,
        summary: "The fee in force today (UTC)",
        params: minerParams,
        response: { 200: currentFeeSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.current(readerOf(request), request.params.id) }),
  );

  app.get(
    "/operators/:id/miners/:miner_id/fees",
    {
      ...read,
      schema: {
        tags,
        summary: "The operator's fee periods on its customer",
        params: operatorParams,
        response: { 200: feesListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.listOperator(readerOf(request), request.params.id, request.params.miner_id),
    }),
  );
  app.post(
    "/operators/:id/miners/:miner_id/fees",
    {
      onRequest: app.requireSession,
      preHandler: operatorWriter,
      schema: {
        tags,
        summary: "Set the operator's fee on its customer for a period (operator owner/admin; aal2)",
        description: percent,
        params: operatorParams,
        body: feeBodySchema,
        response: { 201: feeCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, miner_id } = request.params;
      const fee = await service.createOperatorFee(callerOf(request).user.id, id, miner_id, request.body);
      return reply.code(201).send({ data: fee });
    },
  );
  app.get(
    "/operators/:id/miners/:miner_id/fees/current",
    {
      ...read,
      schema: {
        tags,
        summary: "The customer's fee in force today (UTC)",
        params: operatorParams,
        response: { 200: currentFeeSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.current(readerOf(request), request.params.miner_id, request.params.id),
    }),
  );
};
export default feesRoutes;
