import type { PoolSettings } from "@pithead/contract";
import { paths } from "../config/paths";
import type { AccessEntry, GuardedPage, Permission } from "../features/accounts/types";
import { hasPageAccess } from "../features/accounts/utils/access-entry";

export type NavEntry = { to: string; labelKey: string; icon: string; end?: boolean };
export type NavSection = { id: string; labelKey: string; items: NavEntry[] };

type Input = { account: Permission | null; access: AccessEntry | null; settings: PoolSettings };

const entry = (to: string, labelKey: string, icon: string, end?: boolean): NavEntry => ({
  to,
  labelKey: `nav.${labelKey}`,
  icon,
  end,
});

/** The sidebar for the active account: guarded pages by access, pool features by setting, areas by type. */
export function buildNavigation({ account, access, settings }: Input): NavSection[] {
  const can = (page: GuardedPage) => hasPageAccess(access, page);
  const type = account?.type;
  const sections: NavSection[] = [
    {
      id: "mining",
      labelKey: "nav.groups.mining",
      items: [
        entry(paths.app.dashboard.path, "dashboard", "dashboard", true),
        ...(can("Workers") ? [entry(paths.app.workers.path, "workers", "workers")] : []),
        ...(type === "operator" ? [entry(paths.app.customers.path, "customers", "customers")] : []),
        ...(can("Transfers") ? [entry(paths.app.transfers.path, "transfers", "transfers")] : []),
      ],
    },
    {
      id: "finance",
      labelKey: "nav.groups.finance",
      items: [
        ...(can("Payments") ? [entry(paths.app.payments.path, "payments", "payments")] : []),
        ...(type === "miner" ? [entry(paths.app.profitSharing.path, "profitSharing", "profit")] : []),
        ...(can("Referrals") ? [entry(paths.app.referrals.path, "referrals", "referrals")] : []),
        ...(settings.tax_calculator ? [entry(paths.app.taxCalculator.path, "taxCalculator", "tax")] : []),
        ...(settings.mining_report ? [entry(paths.app.miningReport.path, "miningReport", "report")] : []),
      ],
    },
    {
      id: "management",
      labelKey: "nav.groups.management",
      items: [
        ...(can("AccessControl") ? [entry(paths.app.accessControl.path, "accessControl", "access")] : []),
        ...(type === "pool" ? [entry(paths.app.users.path, "users", "users")] : []),
      ],
    },
    {
      id: "platform",
      labelKey: "nav.groups.platform",
      items:
        type === "platform"
          ? [
              entry(paths.platform.rewards.path, "platform", "platform"),
              entry(paths.promocode.index.path, "promocodes", "promocode"),
            ]
          : [],
    },
    {
      id: "help",
      labelKey: "nav.groups.help",
      items: [
        entry(paths.app.settings.path, "settings", "settings"),
        entry(paths.app.faq.path, "faq", "faq"),
      ],
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}
