import { type RoleCapability, roleMay, type WatcherSection } from "@pithead/contract";
import { ProductError } from "../../lib/product-error";
import type { WatcherPrincipal } from "../watchers/watcher-principal";
import type { Grant, MinerAccessRepository } from "./miner-access.repository";

/**
 * Who reads: a signed-in user, a watcher link (`X-Watcher-Token`), or both (a signed-in browser in watch mode).
 * Either may grant a read; a watcher never writes (the auth plugin refuses its writes before routing).
 */
export type Reader = { userId: string | null; watcher: WatcherPrincipal | null };

/** The section a read belongs to: mining data (dashboard, workers) or financial data (payments). */
export type ReadSection = WatcherSection;

/** The role-table capability a section's data needs: mining data, or financial data (SPEC section 6). */
const sectionCapability: Record<ReadSection, RoleCapability> = {
  dashboard: "read_mining",
  workers: "read_mining",
  payments: "read_financial",
};

/** The one rule of a user's read: the role must see that kind of data (its sections derive from it). */
export function grantReads(grant: Grant, section: ReadSection): boolean {
  return roleMay(grant.role, sectionCapability[section]);
}

/** A watcher reads only the miners of its link, and only the sections its link allows. */
export function watcherReads(watcher: WatcherPrincipal, minerId: string, section: ReadSection): boolean {
  return watcher.sections.includes(section) && watcher.miners.some((miner) => miner.id === minerId);
}

export const accessDenied = () =>
  new ProductError("access_denied", 403, "You have no access to this account");

/** Read checks for services: each throws 403 `access_denied` (an unknown id is refused the same way). */
export function readAccess(repo: MinerAccessRepository) {
  async function readableMiners(reader: Reader, ids: string[], section: ReadSection): Promise<Set<string>> {
    const readable = new Set<string>();
    if (reader.watcher) {
      for (const id of ids) if (watcherReads(reader.watcher, id, section)) readable.add(id);
    }
    const rest = ids.filter((id) => !readable.has(id));
    if (reader.userId && rest.length > 0) {
      const grants = await repo.grantsOnMiners(reader.userId, rest);
      for (const [id, list] of grants) if (list.some((g) => grantReads(g, section))) readable.add(id);
    }
    return readable;
  }
  return {
    readableMiners,
    async ensureMiners(reader: Reader, ids: string[], section: ReadSection): Promise<void> {
      const readable = await readableMiners(reader, ids, section);
      if (ids.some((id) => !readable.has(id))) throw accessDenied();
    },
    /** Pools and operators are read by their users only (a watcher link shows miners). */
    async ensureAccount(
      reader: Reader,
      type: "pool" | "operator",
      id: string,
      section: ReadSection,
    ): Promise<void> {
      if (!reader.userId) throw accessDenied();
      const grants =
        type === "pool"
          ? await repo.grantsOnPool(reader.userId, id)
          : await repo.grantsOnOperator(reader.userId, id);
      if (!grants.some((g) => grantReads(g, section))) throw accessDenied();
    },
  };
}
export type ReadAccess = ReturnType<typeof readAccess>;
