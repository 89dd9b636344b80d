import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { callerOf } from "../../plugins/auth";
import { minerAccessRepository } from "../accounts/miner-access.repository";
import { permissionsRepository } from "../accounts/permissions.repository";
import { readAccess } from "../accounts/read-access";
import { feesRepository } from "../fees/fees.repository";
import { feesService } from "../fees/fees.service";
import { appInvites } from "../invites/app-invites";
import { invitesRepository } from "../invites/invites.repository";
import { minersRepository } from "../miners/miners.repository";
import { walletsService } from "../wallets/wallets.service";
import { customersRepository } from "./customers.repository";
import { type Actor, customersService } from "./customers.service";

/**
 * The customers service wired to the app: the invitations service, and inside a transaction the miners
 * repository (names), the fees and wallets services on the transaction's connection.
 */
export function appCustomers(app: FastifyInstance) {
  const permissions = permissionsRepository(app.db);
  const service = customersService({
    repo: customersRepository(app.db),
    clock: app.clock,
    invites: appInvites(app),
    servicesOf: (tx: Db) => ({
      miners: minersRepository(tx),
      invites: invitesRepository(tx),
      fees: feesService({
        db: tx,
        repo: feesRepository(tx),
        access: readAccess(minerAccessRepository(tx)),
        permissions: permissionsRepository(tx),
        clock: app.clock,
      }),
      wallets: walletsService(tx, app.clock),
    }),
    roleOn: async (userId, type, accountId) =>
      (await permissions.findForAccount(userId, type, accountId))?.role,
  });
  const names = minersRepository(app.db);
  return {
    service,
    nameTaken: (name: string) => names.nameTaken(name),
    /** The signed-in caller and the request's address (for the access audit). */
    actorOf(request: FastifyRequest): Actor {
      const { user } = callerOf(request);
      return { id: user.id, email: user.email, language: user.language, address: request.ip ?? null };
    },
  };
}
