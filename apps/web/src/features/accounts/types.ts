/** Account (permission) types, SPEC sections 3 and 6. */
export const accountTypes = ["pool", "operator", "miner", "platform"] as const;
export type AccountType = (typeof accountTypes)[number];

/** A permission of the signed-in user: one account they can switch to. */
export type Permission = {
  id: string;
  type: AccountType;
  account_name?: string;
  pool_name?: string;
  operator_name?: string;
  /** The access role on the account (owner, admin, manager, accountant, viewer, treasurer). */
  role?: string;
  /** Section permissions (SPEC section 6), when the backend sends them. */
  sections?: string[];
};

export type IdentityUser = { id: string; email: string; language: string };

/** `GET /api/backend/v0.1/identity`. */
export type Identity = {
  user: IdentityUser;
  permissions: Permission[];
  credentials: unknown;
  wallets: unknown[];
};

export const guardedPages = ["Payments", "Workers", "Transfers", "Referrals", "AccessControl"] as const;
export type GuardedPage = (typeof guardedPages)[number];

/** Client-side access entry (SPEC section 3). */
export type AccessEntry = { type: "pool" | "platform" | "other"; access: GuardedPage[] };
