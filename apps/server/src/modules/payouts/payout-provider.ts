import type { Db } from "../../db/client";

/** A payout request as a provider sees it. */
export type ProviderRequest = { id: string; address: string; amount: bigint; feePerVbyte: number };

/**
 * Who carries a payout to the chain. A run creates each request `created` with the provider named in
 * `defaultPayoutProvider` and calls its `submit` in the same transaction; `resend` calls it again. A provider
 * that broadcasts itself would move the request to `sent` (and later `completed` or `failed`) through the
 * transitions of `payout-requests.service.ts`. Register more with `registerPayoutProvider`.
 *
 * The built-in `manual` provider broadcasts nothing: the platform pays the addresses from its own wallet,
 * then enters the transaction id (`.../sent`) and confirms (`.../complete`) or fails the request.
 */
export interface PayoutProvider {
  readonly name: string;
  /**
   * `submit` itself may put a transaction on the chain (on a run and on `resend`): a `created` request of such
   * a provider may be in flight, so it cannot be reversed until the provider says it failed.
   */
  readonly broadcasts: boolean;
  submit(tx: Db, request: ProviderRequest): Promise<void>;
}

export const manualPayoutProvider: PayoutProvider = {
  name: "manual",
  broadcasts: false,
  // The request waits in `created` for the platform; nothing leaves the server.
  async submit() {},
};

const providers = new Map<string, PayoutProvider>([[manualPayoutProvider.name, manualPayoutProvider]]);
export const defaultPayoutProvider = manualPayoutProvider.name;

export function registerPayoutProvider(provider: PayoutProvider): void {
  providers.set(provider.name, provider);
}

export function payoutProvider(name: string): PayoutProvider {
  const provider = providers.get(name);
  if (!provider) throw new Error(`unknown payout provider ${name}`);
  return provider;
}
