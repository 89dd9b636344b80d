import { z } from "zod";
import { minerRowSchema, type minerSortFields, minerTitleSchema } from "./account-views";
import { accountNameMaxLength } from "./accounts";
import { decimalInputSchema } from "./decimal";
import { satsSchema } from "./money";
import { signupCodeMaxLength } from "./promocodes";

/** A sort field of the miner and customer lists. */
export type MinerSortField = (typeof minerSortFields)[number];

/** An account name as a request carries it: the rules (SPEC section 5) are the server's, with their messages. */
const accountNameInput = z.string().max(accountNameMaxLength * 4);
/** An e-mail to invite: trimmed, at most 254 characters (RFC 5321). */
export const customerEmailSchema = z.string().trim().max(254).pipe(z.email());

/**
 * `POST operators/{id}/miners` (operator's `manage_settings`): one endpoint, three kinds of account, told apart by
 * the body:
 * - `email`: a new customer; the e-mail is invited as its owner (the link opens the operator's branded sign-up);
 * - `parent_miner_id`: a sub-account of that customer: the customer's owners own it too (their pending owner
 *   invitations are sent again for it);
 * - neither: the operator's own account (customer list included); the caller owns it.
 * `email` with `parent_miner_id` is refused. `fee_percent` sets the operator's fee from today (UTC), open-ended;
 * `wallet_address` sets the payout address (the operator's `payout_address`: owners only).
 */
export const createCustomerBodySchema = z.object({
  account_name: accountNameInput,
  email: customerEmailSchema.optional(),
  parent_miner_id: z.uuid().optional(),
  title: minerTitleSchema.optional(),
  wallet_address: z.string().trim().max(128).optional(),
  fee_percent: decimalInputSchema(4).optional(),
});
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;

/**
 * `POST pools/{id}/miners` (pool's `manage_settings`): a miner account of the pool; `email` is invited as its
 * owner, else the caller owns it.
 */
export const createPoolMinerBodySchema = z.object({
  account_name: accountNameInput,
  email: customerEmailSchema.optional(),
  title: minerTitleSchema.optional(),
});
export type CreatePoolMinerBody = z.infer<typeof createPoolMinerBodySchema>;

/** The created account; `invite` when an e-mail was invited as its owner. */
export const createdAccountSchema = z.object({
  data: z.object({
    id: z.string(),
    account_name: z.string(),
    title: z.string(),
    pool_id: z.string(),
    operator_id: z.string().nullable(),
    owners: z.number().int().describe("Users who own it now (invitations not counted)"),
    invites: z.array(z.object({ email: z.string(), expires_at: z.string() })),
  }),
});
export type CreatedAccount = z.infer<typeof createdAccountSchema>["data"];

/** `GET miners/lookup-by-account-name?account_name=`: whether a well-formed name is still free. */
export const accountNameLookupQuerySchema = z.object({ account_name: accountNameInput });
export const accountNameLookupSchema = z.object({
  data: z.object({ account_name: z.string(), available: z.boolean() }),
});
export type AccountNameLookup = z.infer<typeof accountNameLookupSchema>["data"];

/** `GET` and `PUT operators/{id}/miners/{miner_id}/fee-visibility`: whether the customer's users see the fee. */
export const feeVisibilityBodySchema = z.object({ total_fee_hide: z.boolean() });
export const feeVisibilitySchema = z.object({
  data: z.object({ miner_id: z.string(), total_fee_hide: z.boolean() }),
});
export type FeeVisibility = z.infer<typeof feeVisibilitySchema>["data"];

/**
 * A row of `GET operators/{id}/miners`: the miner row plus the customer's balance and the operator's fee in
 * force today; both null when the reader's role may not read financial data (`read_financial`).
 */
export const customerRowSchema = minerRowSchema.extend({
  balance: satsSchema.nullable(),
  fee_percent: z.string().nullable().describe("The operator's fee in force today (UTC), percent"),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customersListSchema = z.object({
  data: z.array(customerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type CustomersList = z.infer<typeof customersListSchema>;

/**
 * `POST miners`: the name step (`account_name`), or with `parent_miner_id` another account of that miner's owners
 * (a sub-account; the caller needs `manage_settings` on the parent).
 */
export const createOwnMinerBodySchema = z.object({
  account_name: accountNameInput,
  parent_miner_id: z.uuid().optional(),
  promocode: z
    .string()
    .max(signupCodeMaxLength)
    .optional()
    .describe(
      "The name step only: a promo or referral code from `/?promocode=`; applied after the account is made, " +
        "the answer's `promocode` says how (a wrong code never stops the sign-up)",
    ),
});
