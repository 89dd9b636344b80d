import type { SignupCodeOutcome } from "@pithead/contract";
import { api } from "../../../lib/api-client";

export type CreatedMiner = { id: string; account_name: string; promocode?: SignupCodeOutcome };

/** `POST miners`: the name step creates the user's miner account (with the sign-up's promo code, if any). */
export function createMiner(accountName: string, promocode?: string | null): Promise<CreatedMiner> {
  return api<CreatedMiner>("miners", {
    method: "POST",
    body: promocode ? { account_name: accountName, promocode } : { account_name: accountName },
  });
}
