import { api, type SecurityWorld, yesterday } from "./security-world";

/** The path values of the world: the resource of alice's miner, the pool, the operator, the platform. */
export function pathValues(w: SecurityWorld, path: string): Record<string, string> {
  const under = (prefix: string) => path.startsWith(prefix);
  const id = under(`${api}/platform/promocodes/`)
    ? w.promocodeId
    : under(`${api}/pools/`)
      ? w.poolId
      : under(`${api}/operators/`)
        ? w.operatorId
        : under(`${api}/miners/`)
          ? w.miners.alice
          : under(`${api}/identity/`)
            ? w.ownerIdentityId
            : under("/identity/sessions/")
              ? w.spareSessionId
              : "default"; // /identity/schemas/{id}
  return {
    id,
    miner_id: under(`${api}/operators/`) ? w.miners.cust : w.miners.alice,
    wallet_id: w.walletId,
    watcherId: w.links.revokeByMiner.id,
    token: under(`${api}/identity/`) ? w.links.revokeByIdentity.token : w.links.watcherAll.token,
    request_id: w.payoutRequestId,
    transaction_id: w.unallocatedFundsId,
    title: "Hub",
    lng: "en",
    day: yesterday,
  };
}
