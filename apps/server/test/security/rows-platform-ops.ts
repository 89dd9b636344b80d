import { platformMoney, type Row } from "./matrix-profiles";
import { api } from "./security-world";

const b = api;

/** Authorization-matrix rows of the platform's operations (spread into `authorizationTable`). */
export const rowsPlatformOps: Record<string, Row> = {
  // Run the ledger check now: the platform's money roles (move_funds: owner, admin, treasurer). Reading the
  // latest check is `GET platform/ledger/check` (platformRead, in the table itself).
  [`POST ${b}/platform/ledger/check`]: { expect: platformMoney() },
};
