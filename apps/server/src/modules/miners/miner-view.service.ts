import { type MinerView, roleMay } from "@pithead/contract";
import { type CachedRead, readEachTime } from "../../lib/change-cache";
import { wholePoolLimit } from "../../lib/whole-pool-read";
import { accessDenied, type ReadAccess, type Reader } from "../accounts/read-access";
import type { MinerViewRepository } from "./miner-view.repository";

/** The miner account as its dashboard shows it, and its title. No Fastify, no SQL here. */
export function minerViewService(deps: {
  repo: MinerViewRepository;
  access: Pick<ReadAccess, "ensureMiners">;
  /** The routes' auth cache (emptied on every change of miners, pools and stratum addresses). */
  cached?: CachedRead;
}) {
  const { repo, access, cached = readEachTime } = deps;

  async function view(id: string, fresh = false): Promise<MinerView> {
    const all = fresh ? null : await cached("miner-views", () => repo.all(wholePoolLimit));
    const miner = all ? all.get(id) : await repo.find(id);
    if (!miner) throw accessDenied();
    return {
      id: miner.id,
      account_name: miner.accountName,
      title: miner.title,
      pool_id: miner.poolId,
      operator_id: miner.operatorId,
      created_at: miner.createdAt.toISOString(),
      stratum_addresses: miner.stratumUrls.slice(0, 3),
    };
  }

  /**
   * Who may rename a miner: a role with `manage_settings` on it, its operator or its pool (owner, admin).
   * 403 `access_denied` otherwise.
   */
  async function ensureManages(userId: string, id: string): Promise<void> {
    const grants = (await repo.grantsOnMiners(userId, [id])).get(id) ?? [];
    if (!grants.some((g) => roleMay(g.role, "manage_settings"))) throw accessDenied();
  }

  return {
    async read(reader: Reader, id: string): Promise<MinerView> {
      await access.ensureMiners(reader, [id], "dashboard");
      return view(id);
    },

    /** `title` is already trimmed and checked by the contract (`minerTitleSchema`); null: the account name. */
    async setTitle(userId: string, id: string, title: string | null): Promise<MinerView> {
      await ensureManages(userId, id);
      if (!(await repo.setTitle(id, title))) throw accessDenied();
      // Read back from the database: the cache hears of the new title only when the change is announced.
      return view(id, true);
    },
  };
}
