/** Whose wallet: a miner's, or a Control Hub operator's (its fee income), each paid out by the same rules. */
export type WalletOwner = { type: "miner" | "operator"; id: string };
