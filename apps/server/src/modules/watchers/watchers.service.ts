import {
  type CreatedWatcherLink,
  type CreateMinerWatcherBody,
  type WatcherLinkList,
  type WatcherListQuery,
  watcherMaxLifetimeDays,
  watcherSections,
} from "@pithead/contract";
import type { Clock } from "../../clock";
import { ProductError } from "../../lib/product-error";
import { DAY_MS } from "../../lib/utc-day";
import type { Caller } from "../users/users.service";
import type { WatcherPrincipal } from "./watcher-principal";
import { isLinkId, newWatcherToken, watcherTokenHash } from "./watcher-token";
import { linkView, sectionsOf, stateOf } from "./watcher-views";
import type { LinkRow, ScopeMiner, WatchersRepository } from "./watchers.repository";

/** A link's use is recorded at most once a minute. */
export const lastUsedThrottleMs = 60_000;

const accessDenied = (message: string) => new ProductError("access_denied", 403, message);
const linkNotFound = () => ProductError.notFound("No such watcher link");
const expiryError = (text: "min_threshold" | "max_threshold", message: string) =>
  new ProductError("validation_failed", 400, message, [{ name: "expires_at", text }]);

/** Watcher links: made by a miner's owner or admin, shown once, revocable, checked on every use. */
export function watchersService(deps: { repo: WatchersRepository; clock: Clock; publicUrl: string }) {
  const { repo, clock } = deps;
  const ownOnly = (caller: Caller, identityId: string) => {
    if (identityId !== caller.principal.identityId) throw accessDenied("This is another user's data");
  };

  async function create(caller: Caller, body: CreateMinerWatcherBody, scope: ScopeMiner[]) {
    const now = clock.now();
    const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
    if (expiresAt && expiresAt <= now) throw expiryError("min_threshold", "The expiry must be in the future");
    if (expiresAt && expiresAt.getTime() > now.getTime() + watcherMaxLifetimeDays * DAY_MS) {
      throw expiryError("max_threshold", `A link may last at most ${watcherMaxLifetimeDays} days`);
    }
    const token = newWatcherToken();
    const id = await repo.insert({
      tokenHash: watcherTokenHash(token),
      createdBy: caller.user.id,
      label: body.label,
      permissions: sectionsOf(body.permissions ?? [...watcherSections]),
      expiresAt,
      createdAt: now,
      minerIds: scope.map((miner) => miner.id),
    });
    const link = await repo.findById(id);
    if (!link) throw new Error("the new watcher link is gone");
    const created: CreatedWatcherLink = {
      ...linkView(link, now),
      token,
      url: `${deps.publicUrl}/watch/${token}`,
    };
    return created;
  }

  const pageView = async (
    query: WatcherListQuery,
    load: (page: { offset: number; limit: number }) => Promise<{ rows: LinkRow[]; total: number }>,
  ): Promise<WatcherLinkList> => {
    const { rows, total } = await load({ offset: (query.page - 1) * query.per_page, limit: query.per_page });
    const now = clock.now();
    return {
      items: rows.map((row) => linkView(row, now)),
      total,
      page: query.page,
      per_page: query.per_page,
    };
  };

  return {
    /** `POST identity/{id}/watchers`: a link to some (or all) of the miners the caller owns or administers. */
    async createForIdentity(
      caller: Caller,
      identityId: string,
      body: CreateMinerWatcherBody & { miner_ids?: string[] | undefined },
    ) {
      ownOnly(caller, identityId);
      const wanted = body.miner_ids ? [...new Set(body.miner_ids)] : undefined;
      const scope = await repo.managedMiners(caller.user.id, wanted);
      if (wanted && scope.length !== wanted.length) throw accessDenied("You have no access to this account");
      if (scope.length === 0) {
        throw new ProductError("validation_failed", 400, "You have no miner account to share", [
          { name: "miner_ids", text: "required" },
        ]);
      }
      return create(caller, body, scope);
    },

    /** `POST miners/{id}/watchers` (the route checked the caller owns or administers the miner). */
    async createForMiner(caller: Caller, minerId: string, body: CreateMinerWatcherBody) {
      const scope = await repo.managedMiners(caller.user.id, [minerId]);
      if (scope.length === 0) throw accessDenied("You have no access to this account");
      return create(caller, body, scope);
    },

    listForIdentity(caller: Caller, identityId: string, query: WatcherListQuery) {
      ownOnly(caller, identityId);
      return pageView(query, (page) => repo.listByCreator(caller.user.id, page));
    },

    listForMiner(minerId: string, query: WatcherListQuery) {
      return pageView(query, (page) => repo.listByMiner(minerId, page));
    },

    /** Revokes one of the caller's own links, named by its id or by its token. Revoking twice is fine. */
    async revokeForIdentity(caller: Caller, identityId: string, idOrToken: string): Promise<void> {
      ownOnly(caller, identityId);
      const link = isLinkId(idOrToken)
        ? await repo.findById(idOrToken)
        : await repo.findByTokenHash(watcherTokenHash(idOrToken));
      if (!link || link.createdBy !== caller.user.id) throw linkNotFound();
      await repo.revoke(link.id, clock.now());
    },

    /** Revokes (the whole) link that shows the miner; the route checked the caller owns or administers it. */
    async revokeForMiner(minerId: string, linkId: string): Promise<void> {
      const link = await repo.findById(linkId);
      if (!link?.miners.some((miner) => miner.id === minerId)) throw linkNotFound();
      await repo.revoke(link.id, clock.now());
    },

    /**
     * The watcher behind a token, or null when it is unknown, revoked or expired. The scope is what the
     * creator still owns or administers. Never cached: a revoked link stops at once.
     */
    async resolve(token: string): Promise<WatcherPrincipal | null> {
      const link = await repo.findByTokenHash(watcherTokenHash(token));
      const now = clock.now();
      if (!link || stateOf(link, now) !== "active") return null;
      const miners = await repo.effectiveScope(link.id, link.createdBy);
      if (miners.length === 0) return null;
      if (!link.lastUsedAt || now.getTime() - link.lastUsedAt.getTime() >= lastUsedThrottleMs) {
        await repo.touch(link.id, now, new Date(now.getTime() - lastUsedThrottleMs));
      }
      return { linkId: link.id, miners, sections: sectionsOf(link.permissions), expiresAt: link.expiresAt };
    },
  };
}
export type WatchersService = ReturnType<typeof watchersService>;
