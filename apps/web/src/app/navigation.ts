import type { PoolSettings } from "@pithead/contract";
import { paths } from "../config/paths";
import type { AccessEntry, Permission } from "../features/accounts/types";
import { mayOpen } from "./route-access";

export type NavEntry = { to: string; labelKey: string; icon: string; end?: boolean };
export type NavSection = { id: string; labelKey: string; items: NavEntry[] };

type Input = { account: Permission | null; access: AccessEntry | null; settings: PoolSettings };

const entry = (to: string, labelKey: string, icon: string, end?: boolean): NavEntry => ({
  to,
  labelKey: `nav.${labelKey}`,
  icon,
  end,
});

const a = paths.app;
/** Every sidebar entry, by group; each shows only where its route opens (`route-access.ts`). */
const sidebar: { id: string; items: NavEntry[] }[] = [
  {
    id: "mining",
    items: [
      entry(a.dashboard.path, "dashboard", "dashboard", true),
      entry(a.workers.path, "workers", "workers"),
      entry(a.customers.path, "customers", "customers"),
      entry(a.transfers.path, "transfers", "transfers"),
    ],
  },
  {
    id: "finance",
    items: [
      entry(a.payments.path, "payments", "payments"),
      entry(a.profitSharing.path, "profitSharing", "profit"),
      entry(a.referrals.path, "referrals", "referrals"),
      entry(a.taxCalculator.path, "taxCalculator", "tax"),
      entry(a.miningReport.path, "miningReport", "report"),
    ],
  },
  {
    id: "management",
    items: [entry(a.accessControl.path, "accessControl", "access"), entry(a.users.path, "users", "users")],
  },
  {
    id: "platform",
    items: [
      entry(paths.platform.rewards.path, "platform", "platform"),
      entry(paths.promocode.index.path, "promocodes", "promocode"),
    ],
  },
  { id: "help", items: [entry(a.settings.path, "settings", "settings"), entry(a.faq.path, "faq", "faq")] },
];

/**
 * The sidebar for the active account, from the route table: an entry exists iff its route opens for the account
 * (type, guarded page by access, pool feature by setting, role), so a menu never offers what sends one away.
 */
export function buildNavigation({ account, access, settings }: Input): NavSection[] {
  return sidebar
    .map((group) => ({
      id: group.id,
      labelKey: `nav.groups.${group.id}`,
      items: group.items.filter((item) => mayOpen(item.to, { account, access, settings })),
    }))
    .filter((section) => section.items.length > 0);
}
