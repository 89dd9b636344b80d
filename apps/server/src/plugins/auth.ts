import type { AccessRole, AccountType, WatcherSection } from "@pithead/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ProductError } from "../lib/product-error";
import { accountsService } from "../modules/accounts/accounts.service";
import { minerAccessRepository } from "../modules/accounts/miner-access.repository";
import { permissionsRepository } from "../modules/accounts/permissions.repository";
import { type IdentityProvider, isPrincipal, type Resolution } from "../modules/identity-provider";
import { usersRepository } from "../modules/users/users.repository";
import { type Caller, usersService } from "../modules/users/users.service";
import { grantCanRead, type WatcherPrincipal, watcherCanRead } from "../modules/watchers/watcher-principal";
import { watchersRepository } from "../modules/watchers/watchers.repository";
import { watchersService } from "../modules/watchers/watchers.service";

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
    /**
     * 403 `access_denied` unless the caller may read the miner (a permission on it, its operator or its
     * pool, with the section when given) or an `X-Watcher-Token` link shows it (and the section). Use it on
     * GET routes: any other method with a watcher token is refused before routing.
     */
    requireMinerRead(minerIdOf: (request: FastifyRequest) => string, section?: WatcherSection): Guard;
  }
  interface FastifyRequest {
    /** The session the request carries, asked of the IdentityProvider on first use, once per request. */
    readonly principal: Promise<Resolution>;
    /** The read-only watcher of a valid `X-Watcher-Token`, looked up on first use, once per request. */
    readonly watcher: Promise<WatcherPrincipal | null>;
    /** The authenticated caller; set by `requireSession`. */
    caller: Caller | null;
  }
}

export const unauthorized = () => new ProductError("unauthorized", 401, "Authentication required");
export const mfaRequired = () => new ProductError("mfa_required", 403, "Additional authentication required");
const accessDenied = () => new ProductError("access_denied", 403, "You have no access to this account");
const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

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
    const watchers = watchersService({
      repo: watchersRepository(app.db),
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    });
    const watcherOf = new WeakMap<FastifyRequest, Promise<WatcherPrincipal | null>>();
    const minerAccess = minerAccessRepository(app.db);

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
    app.decorateRequest("watcher", {
      getter(this: FastifyRequest) {
        let watcher = watcherOf.get(this);
        if (!watcher) {
          const header = this.headers["x-watcher-token"];
          const token = (Array.isArray(header) ? header[0] : header)?.trim();
          watcher = token ? watchers.resolve(token) : Promise.resolve(null);
          watcherOf.set(this, watcher);
        }
        return watcher;
      },
    });
    // A watcher is read-only: any write carrying a watcher token is refused, whatever the route.
    app.addHook("onRequest", async (request) => {
      if (request.headers["x-watcher-token"] !== undefined && !readOnlyMethods.has(request.method)) {
        throw new ProductError("access_denied", 403, "A watcher link is read-only");
      }
    });

    const requireSession: Guard = async (request) => {
      if (request.caller) return;
      const resolution = await request.principal;
      // A watcher without a session meets a route that is not a watcher's: refused, not asked to sign in.
      if (resolution === null) throw (await request.watcher) ? accessDenied() : unauthorized();
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
            throw accessDenied();
          }
        },
    );
    app.decorate(
      "requireMinerRead",
      (minerIdOf: (request: FastifyRequest) => string, section?: WatcherSection) =>
        async (request: FastifyRequest) => {
          const minerId = minerIdOf(request);
          const resolution = await request.principal;
          if (resolution !== null && isPrincipal(resolution)) {
            await requireSession(request);
            const grants = await minerAccess.readGrants(callerOf(request).user.id, minerId);
            if (grants.some((sections) => grantCanRead(sections, section))) return;
          }
          const watcher = await request.watcher;
          if (watcher && watcherCanRead(watcher, minerId, section)) return;
          if (!watcher && resolution === null) throw unauthorized();
          if (!watcher && resolution !== null && !isPrincipal(resolution)) throw mfaRequired();
          throw accessDenied();
        },
    );
  },
  { name: "auth", dependencies: ["context", "errors"] },
);
