import { loadOnce } from "../../lib/load-once";

/** bitcoin-address.ts (bitcoinjs-lib and its ECC library) loads with the first payout address checked. */
export const bitcoinAddresses = loadOnce(() => import("./bitcoin-address"));
