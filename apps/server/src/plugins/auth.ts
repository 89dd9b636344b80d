import { type AccountType, type RoleCapability, roleMay, type WatcherSection } from "@pithead/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ProductError } from "../lib/product-error";
import { accountsService } from "../modules/accounts/accounts.service";
import { minerAccessRepository } from "../modules/accounts/miner-access.repository";
import { permissionsRepository } from "../modules/accounts/permissions.repository";
import { type Reader, readAccess } from "../modules/accounts/read-access";
import {
  type IdentityProvider,
  isPrincipal,
  type Principal,
  type Resolution,
} from "../modules/identity-provider";
import { usersRepository } from "../modules/users/users.repository";
import { type Caller, usersService } from "../modules/users/users.service";
import { identityWallets } from "../modules/wallets/identity-wallets";
import type { WatcherPrincipal } from "../modules/watchers/watcher-principal";
import { watcherTokenHash } from "../modules/watchers/watcher-token";
import { watchersRepository } from "../modules/watchers/watchers.repository";
import { watchersService } from "../modules/watchers/watchers.service";

type Guard = (request: FastifyRequest) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    identityProvider: IdentityProvider;
    /**
     * 401 `unauthorized` without a session; 403 `mfa_required` when the identity has a second factor and the
     * session is not aal2 (Kratos's `highest_available`: the step-up itself goes through the identity service,
     * so no product call is open to such a session); makes `request.caller` (and the product user) otherwise.
     */
    requireSession: Guard;
    /** 403 `access_denied` unless the caller's role on the account has the capability (contract role table). */
    requirePermission(
      type: AccountType,
      accountIdOf: (request: FastifyRequest) => string,
      capability: RoleCapability,
    ): Guard;
    /** 403 `access_denied` unless the caller's role on a platform account has the capability. */
    requirePlatform(capability: RoleCapability): Guard;
    /**
     * Sets `request.reader`: the signed-in user, the `X-Watcher-Token` watcher, or both. The watcher counts only
     * on a route whose `config.watcherSection` is one of its link's sections. 401 without either, 403
     * `access_denied` for a watcher alone elsewhere, 403 `mfa_required` for a session Kratos will not describe.
     * Services then check each id read (read-access.ts).
     */
    requireReader: Guard;
    /**
     * 403 `access_denied` unless the caller may read the miner (a permission on it, its operator or its
     * pool, with the section when given) or an `X-Watcher-Token` link shows it (and the section, on a route of
     * that `config.watcherSection`). Use it on GET routes: any other method with a watcher token is refused
     * before routing.
     */
    requireMinerRead(minerIdOf: (request: FastifyRequest) => string, section?: WatcherSection): Guard;
  }
  interface FastifyContextConfig {
    /**
     * The watcher section a read route belongs to (SPEC section 6: a watcher sees only the dashboard, workers and
     * payments of its link's miners). `requireReader` lets an `X-Watcher-Token` link read the route only when it
     * names one of the link's sections; a route without one is a signed-in user's alone (a watcher alone: 403).
     */
    watcherSection?: WatcherSection;
  }
  interface FastifyRequest {
    /** The session the request carries, asked of the IdentityProvider on first use, once per request. */
    readonly principal: Promise<Resolution>;
    /** The read-only watcher of a valid `X-Watcher-Token`, looked up on first use, once per request. */
    readonly watcher: Promise<WatcherPrincipal | null>;
    /** The authenticated caller; set by `requireSession`. */
    caller: Caller | null;
    /** Who reads; set by `requireReader`. */
    reader: Reader | null;
  }
}

export const unauthorized = () => new ProductError("unauthorized", 401, "Authentication required");
/** The identity has a second factor this session has not used (Kratos's aal `highest_available`). */
const needsSecondFactor = (principal: Principal) => principal.hasSecondFactor && principal.aal !== "aal2";

export const mfaRequired = () => new ProductError("mfa_required", 403, "Additional authentication required");

import { accessDenied } from "../modules/accounts/read-access";

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The reader of a route guarded by `requireReader`. */
export function readerOf(request: FastifyRequest): Reader {
  if (!request.reader) throw new Error(`${request.routeOptions.url} is not guarded by requireReader`);
  return request.reader;
}

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
    const cache = app.authCache;
    const users = usersService({
      users: usersRepository(app.db),
      provider,
      permissionsOf: accountsService(permissions).permissionsOf,
      walletsOf: (userId: string) => identityWallets(app.db, userId),
    });
    const resolutions = new WeakMap<FastifyRequest, Promise<Resolution>>();
    const watchers = watchersService({
      repo: watchersRepository(app.db),
      clock: app.clock,
      publicUrl: app.config.publicUrl,
    });
    const watcherOf = new WeakMap<FastifyRequest, Promise<WatcherPrincipal | null>>();
    /** A link's watcher is kept until the link expires (or any link, scope or grant changes); unknown ones never. */
    const cachedWatcher = (token: string) =>
      cache.get(
        `watcher:${watcherTokenHash(token)}`,
        () => watchers.resolve(token),
        (watcher) => (watcher ? (watcher.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) : 0),
      );
    const access = readAccess(minerAccessRepository(app.db));

    app.decorate("identityProvider", provider);
    app.decorateRequest("caller", null);
    app.decorateRequest("reader", null);
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
          watcher = token ? cachedWatcher(token) : Promise.resolve(null);
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
      // A Kratos that enforces aal2 on whoami does not even say who the caller is; the built-in one does, and
      // the product refuses the same sessions.
      if (!isPrincipal(resolution) || needsSecondFactor(resolution)) throw mfaRequired();
      const { identityId, email } = resolution;
      const user = await cache.get(`user:${identityId}:${email}`, () => users.ensureUser(resolution));
      request.caller = { principal: resolution, user };
    };

    app.decorate("requireSession", requireSession);
    app.decorate(
      "requirePermission",
      (type: AccountType, accountIdOf: (request: FastifyRequest) => string, capability: RoleCapability) =>
        async (request: FastifyRequest) => {
          await requireSession(request);
          const userId = callerOf(request).user.id;
          const accountId = accountIdOf(request);
          const role = await cache.get(
            `role:${userId}:${type}:${accountId}`,
            async () => (await permissions.findForAccount(userId, type, accountId))?.role ?? null,
          );
          if (!role || !roleMay(role, capability)) throw accessDenied();
        },
    );
    app.decorate("requirePlatform", (capability: RoleCapability) => async (request: FastifyRequest) => {
      await requireSession(request);
      const userId = callerOf(request).user.id;
      const holds = await cache.get(`platform:${userId}:${capability}`, () =>
        permissions.holdsPlatform(userId, capability),
      );
      if (!holds) throw accessDenied();
    });
    const requireReader: Guard = async (request) => {
      if (request.reader) return;
      const resolution = await request.principal;
      // A browser in watch mode whose session still needs its second factor reads as the watcher alone.
      if (resolution !== null && isPrincipal(resolution) && !needsSecondFactor(resolution)) {
        await requireSession(request);
      }
      // A watcher link reads only the routes of its sections (SPEC section 6); elsewhere it counts for nothing,
      // so a signed-in browser in watch mode reads there with the user's own rights.
      const link = await request.watcher;
      const section = request.routeOptions.config.watcherSection;
      const watcher = link && section && link.sections.includes(section) ? link : null;
      if (!request.caller && !watcher) {
        if (resolution !== null) throw mfaRequired();
        throw link ? accessDenied() : unauthorized();
      }
      request.reader = { userId: request.caller?.user.id ?? null, watcher };
    };
    app.decorate("requireReader", requireReader);
    app.decorate(
      "requireMinerRead",
      (minerIdOf: (request: FastifyRequest) => string, section: WatcherSection = "dashboard") =>
        async (request: FastifyRequest) => {
          await requireReader(request);
          await access.ensureMiners(readerOf(request), [minerIdOf(request)], section);
        },
    );
  },
  { name: "auth", dependencies: ["context", "errors"] },
);
