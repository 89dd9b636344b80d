/** A miner account of the signed-in user that money can move from or to. */
export type TransferAccount = { id: string; account_name?: string };
