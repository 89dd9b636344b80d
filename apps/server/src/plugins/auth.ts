import type { AccessRole, AccountType } from "@pithead/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ProductError } from "../lib/product-error";
import { accountsService } from "../modules/accounts/accounts.service";
import { permissionsRepository } from "../modules/accounts/permissions.repository";
import { type IdentityProvider, isPrincipal, type Resolution } from "../modules/identity-provider";
import { usersRepository } from "../modules/users/users.repository";
import { type Caller, usersService } from "../modules/users/users.service";

type Guard = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    identityProvider: IdentityProvider;
    /** 401 `unauthorized` without a session; makes `request.caller` (and the product user) otherwise. */
    requireSession: Guard;
    /** 403 `mfa_required` when the identity has a second factor and the session is not aal2. */
    requireAal2: Guard;
    /** 403 `access_denied` unless the caller holds one of `roles` on the account. */
    requirePermission(
      type: AccountType,
      accountIdOf: (request: FastifyRequest) => string,
      roles: readonly AccessRole[],
    ): Guard;
  }
  interface FastifyRequest {
    /** The session the request carries, asked of the IdentityProvider on first use, once per request. */
    readonly principal: Promise<Resolution>;
    /** The authenticated caller; set by `requireSession`. */
    caller: Caller | null;
  }
}

export const unauthorized = () => new ProductError("unauthorized", 401, "Authentication required");
export const mfaRequired = () => new ProductError("mfa_required", 403, "Additional authentication required");

/** The caller of a route guarded by `requireSession`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error(`${request.routeOptions.url} is not guarded by requireSession`);
  return request.caller;
}

/** Session -> principal -> product user, and the route guards built on them (DESIGN section 4). */
export default fp(
  async (app: FastifyInstance, opts: { provider: IdentityProvider }) => {
    const { provider } = opts;
    const permissions = permissionsRepository(app.db);
    const users = usersService({
      users: usersRepository(app.db),
      provider,
      permissionsOf: accountsService(permissions).permissionsOf,
    });
    const resolutions = new WeakMap<FastifyRequest, Promise<Resolution>>();

    app.decorate("identityProvider", provider);
    app.decorateRequest("caller", null);
    app.decorateRequest("principal", {
      getter(this: FastifyRequest) {
        let resolution = resolutions.get(this);
        if (!resolution) {
          resolution = provider.resolve(this.headers);
          resolutions.set(this, resolution);
        }
        return resolution;
      },
    });

    const requireSession: Guard = async (request) => {
      if (request.caller) return;
      const resolution = await request.principal;
      if (resolution === null) throw unauthorized();
      // A Kratos that enforces aal2 on whoami does not even say who the caller is.
      if (!isPrincipal(resolution)) throw mfaRequired();
      request.caller = { principal: resolution, user: await users.ensureUser(resolution) };
    };

    app.decorate("requireSession", requireSession);
    app.decorate("requireAal2", async (request: FastifyRequest) => {
      await requireSession(request);
      const { principal } = callerOf(request);
      if (principal.hasSecondFactor && principal.aal !== "aal2") throw mfaRequired();
    });
    app.decorate(
      "requirePermission",
      (type: AccountType, accountIdOf: (request: FastifyRequest) => string, roles: readonly AccessRole[]) =>
        async (request: FastifyRequest) => {
          await requireSession(request);
          const found = await permissions.findForAccount(
            callerOf(request).user.id,
            type,
            accountIdOf(request),
          );
          if (!found || !roles.includes(found.role)) {
            throw new ProductError("access_denied", 403, "You have no access to this account");
          }
        },
    );
  },
  { name: "auth", dependencies: ["context", "errors"] },
);
