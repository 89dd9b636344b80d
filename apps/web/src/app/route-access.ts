import type { PoolSettings } from "@pithead/contract";
// The role table alone (no schemas): this module is in the entry chunk (the dashboard's loader).
import { type RoleCapability, roleMay } from "@pithead/contract/roles";
import { paths } from "../config/paths";
import type { AccessEntry, AccountType, GuardedPage, Permission } from "../features/accounts/types";
import { hasPageAccess } from "../features/accounts/utils/access-entry";
import { pathAfterAccountChange } from "../features/accounts/utils/active-account";

export type PoolFeature = "tax_calculator" | "mining_report";

/**
 * Who may open a signed-in route: every condition must hold for the active account.
 * - `types`: the account types the route serves (`all`: any account).
 * - `page`: a guarded page of SPEC section 6, by the access entry (the role's section permissions).
 * - `feature`: a pool setting that must be on (SPEC section 2: otherwise main).
 * - `capability`: what the role must may on the account (the contract's role table), for pages whose only
 *   content is a change (a creation form) or that the server answers only to such a role.
 */
export type RouteRule = {
  types: readonly AccountType[] | "all";
  page?: GuardedPage;
  feature?: PoolFeature;
  capability?: RoleCapability;
};

export type RouteAccessContext = {
  account: Permission | null;
  access: AccessEntry | null;
  settings: PoolSettings;
};

const mining: readonly AccountType[] = ["miner", "pool", "operator"];
const earning: readonly AccountType[] = ["miner", "operator"];
const a = paths.app;

/**
 * THE table of the signed-in area (issue 42): each route pattern of `config/paths.ts` that renders in the app
 * layout, and who it is for, read from what the server answers (its authorization matrix):
 * - the dashboard, workers, payments, access control: the accounts with mining data (a platform account has
 *   none: its main is `/platform`);
 * - transfers: the user's own miner accounts, from a miner, pool or Control Hub account (the text says which);
 * - referrals, profit sharing: a miner's (the server reads them with the payments section);
 * - customers and their area: a Control Hub's (its list is mining data; the settings and payments financial);
 * - tax calculator, mining report: the accounts that earn (miner, Control Hub), with the payments section: the
 *   report is financial data (403 otherwise), and the calculator reads it;
 * - users: a pool's owner and admins (`manage_access`); promo codes and the platform area: the platform's.
 * A refused visitor goes to the account's main (`homeOf`); the sidebar (`navigation.ts`) shows a route iff it
 * opens. `/invitation` renders in the auth layout and is open to anyone (not here).
 */
export const routeAccess: Record<string, RouteRule> = {
  [a.dashboard.path]: { types: mining },
  [a.workers.path]: { types: mining, page: "Workers" },
  [a.payments.path]: { types: mining, page: "Payments" },
  [a.transfers.path]: { types: mining, page: "Transfers" },
  [a.referrals.path]: { types: ["miner"], page: "Referrals" },
  [a.accessControl.path]: { types: mining, page: "AccessControl" },
  [a.customers.path]: { types: ["operator"], page: "Workers" },
  [a.createCustomer.path]: { types: ["operator"], capability: "manage_settings" },
  [a.createSubAccount.path]: { types: mining, capability: "manage_settings" },
  [a.customer.path]: { types: ["operator"], page: "Workers" },
  [a.customerSettings.path]: { types: ["operator"], page: "Payments" },
  [a.customerPayments.path]: { types: ["operator"], page: "Payments" },
  [a.profitSharing.path]: { types: ["miner"], page: "Payments" },
  [a.settings.path]: { types: "all" },
  [a.notifications.path]: { types: "all" },
  [a.taxCalculator.path]: { types: earning, page: "Payments", feature: "tax_calculator" },
  [a.miningReport.path]: { types: earning, page: "Payments", feature: "mining_report" },
  [a.users.path]: { types: ["pool"], capability: "manage_access" },
  [a.user.path]: { types: ["pool"], capability: "manage_access" },
  [a.faq.path]: { types: "all" },
  [paths.promocode.index.path]: { types: ["platform"], capability: "read_financial" },
  [paths.promocode.create.path]: { types: ["platform"], capability: "manage_settings" },
  [paths.promocode.edit.path]: { types: ["platform"], capability: "manage_settings" },
  // The platform account's main: open to any platform role, so a refused one never loops back to it.
  [paths.platform.rewards.path]: { types: ["platform"] },
  [paths.platform.payouts.path]: { types: ["platform"] },
  [paths.platform.unallocated.path]: { types: ["platform"] },
};

/** Where the account belongs: a platform account's main is `/platform`, every other's `/`. */
export function homeOf(account: Permission | null): string {
  return account ? pathAfterAccountChange(account) : paths.app.dashboard.getHref();
}

/** Whether the active account may use what the role table calls `capability` (an unknown role may not). */
export const accountMay = (account: Permission | null, capability: RoleCapability): boolean =>
  roleMay(account?.role ?? "", capability);

/** Whether the route (a pattern of `config/paths.ts`) opens for the context; a route not in the table: no. */
export function mayOpen(route: string, context: RouteAccessContext): boolean {
  const rule = routeAccess[route];
  const { account } = context;
  if (!rule || !account) return false;
  if (rule.types !== "all" && !rule.types.includes(account.type)) return false;
  if (rule.page && !hasPageAccess(context.access, rule.page)) return false;
  if (rule.feature && !context.settings[rule.feature]) return false;
  if (rule.capability && !accountMay(account, rule.capability)) return false;
  return true;
}

/**
 * The loaders' guard: null when the route opens, else the account's main. A main never sends to itself (an
 * account that may open nothing stays where it is: the identity guard has already sent one without any).
 */
export function routeAccessRedirect(route: string, context: RouteAccessContext): string | null {
  if (mayOpen(route, context)) return null;
  const home = homeOf(context.account);
  return home === route ? null : home;
}
