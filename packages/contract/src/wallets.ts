import { z } from "zod";
import { satsSchema } from "./money";

/** An address of a wallet; the newest is current and pays out only from `paused_until` on (24 h after it was set). */
export const walletAddressSchema = z.object({
  id: z.string(),
  address: z.string(),
  network: z.literal("mainnet"),
  created_at: z.string(),
  paused_until: z.string(),
  current: z.boolean(),
});
export type WalletAddress = z.infer<typeof walletAddressSchema>;

/** `GET miners/{id}/wallet`: the miner's BTC wallet, made on first read with the pool's default minimum. */
export const walletSchema = z.object({
  data: z.object({
    id: z.string(),
    miner_id: z.string(),
    currency: z.literal("BTC"),
    address: walletAddressSchema.nullable(),
    payouts_paused_until: z.string().nullable().describe("Set while a new address is in its 24 h pause"),
    min_payment: satsSchema,
    max_payment: satsSchema.describe("0: no limit"),
    min_payment_floor: satsSchema.describe("The pool's smallest allowed minimum"),
  }),
});
export type Wallet = z.infer<typeof walletSchema>["data"];

/** `GET wallets/{wallet_id}/addresses`, newest first. */
export const walletAddressesSchema = z.object({ data: z.array(walletAddressSchema) });
/** `POST wallets/{wallet_id}/addresses` (aal2): Bitcoin mainnet P2PKH, P2SH, bech32 or bech32m. */
export const walletAddressBodySchema = z.object({ address: z.string().trim().min(1).max(100) });
export const walletAddressCreatedSchema = z.object({ data: walletAddressSchema });

/** `GET/POST wallets/{wallet_id}/min-payments` and `max-payments` (POST needs aal2). */
export const paymentLimitSchema = z.object({ data: z.object({ amount: satsSchema }) });
export const paymentLimitBodySchema = z.object({ amount: z.number().int().min(0) });
