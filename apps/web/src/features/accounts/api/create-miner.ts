import { api } from "../../../lib/api-client";

/** `POST miners`: the name step creates the user's miner account. */
export function createMiner(accountName: string): Promise<unknown> {
  return api("miners", { method: "POST", body: { account_name: accountName } });
}
