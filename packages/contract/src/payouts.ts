import { z } from "zod";
import { satsSchema } from "./money";

export const feeLevels = ["LOW", "MEDIUM", "HIGH"] as const;
export type FeeLevel = (typeof feeLevels)[number];
export const payoutRequestStatuses = ["created", "sent", "completed", "canceled", "failed"] as const;
export type PayoutRequestStatus = (typeof payoutRequestStatuses)[number];

/** `GET platform/payouts/schedule`: the daily payout time (UTC), the fee level and the fee per vbyte in use. */
export const payoutScheduleSchema = z.object({
  data: z.object({
    time_utc: z.string(),
    fee_level: z.enum(feeLevels),
    fee_per_vbyte: z.number().int().describe("The override when set, else the level's figure"),
    fee_per_vbyte_override: z.number().int().nullable(),
    level_fees: z.object({ LOW: z.number().int(), MEDIUM: z.number().int(), HIGH: z.number().int() }),
  }),
});
/** `PUT platform/payouts/schedule/current`; `DELETE .../fee-per-vbyte` drops the override. */
export const payoutScheduleBodySchema = z.object({
  time_utc: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)
    .optional(),
  fee_level: z.enum(feeLevels).optional(),
  fee_per_vbyte: z.number().int().min(1).max(10_000).optional(),
});

export const payoutRequestSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  /** Whose payout: a miner's (`miner_id`) or a Control Hub operator's fee income (`operator_id`). */
  owner_type: z.enum(["miner", "operator"]),
  miner_id: z.string().nullable(),
  operator_id: z.string().nullable(),
  /** The miner's account name, or the operator's name. */
  account_name: z.string(),
  provider: z.string(),
  status: z.enum(payoutRequestStatuses),
  address: z.string(),
  amount: satsSchema,
  fee_level: z.enum(feeLevels),
  fee_per_vbyte: z.number().int(),
  tx_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const payoutRequestsQuerySchema = z.object({
  status: z.enum(payoutRequestStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
});
export const payoutRequestsListSchema = z.object({
  data: z.array(payoutRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export const payoutRequestResultSchema = z.object({ data: payoutRequestSchema });
/** The manual provider: the platform sent the coins itself and enters the transaction id. */
export const payoutSentBodySchema = z.object({ tx_id: z.string().regex(/^[0-9a-f]{64}$/i) });
export const payoutFailedBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
