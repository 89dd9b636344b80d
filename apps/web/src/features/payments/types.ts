/** The account whose payments a list shows: a pool (all its miners), an operator (its customers) or a miner. */
export type PaymentsOwner = { type: "pool" | "operator" | "miner"; id: string };
