import { type AccessEntry, type GuardedPage, guardedPages, type Permission } from "../types";

/** Section permissions (SPEC section 6) -> guarded pages. */
const sectionPages: Record<string, GuardedPage> = {
  section_payments_read: "Payments",
  section_workers_read: "Workers",
  section_virtual_mining_read: "Transfers",
  section_referrals_read: "Referrals",
  section_permissions_read: "AccessControl",
};

/**
 * Access entry of the active account: pool -> all pages; platform -> none; operator and miner -> the pages
 * of their section permissions, or every guarded page when the backend sends no section list (owner).
 */
export function accessEntryFor(account: Permission | null): AccessEntry | null {
  if (!account) return null;
  if (account.type === "pool") return { type: "pool", access: [...guardedPages] };
  if (account.type === "platform") return { type: "platform", access: [] };
  if (!account.sections) return { type: "other", access: [...guardedPages] };
  const access = account.sections.flatMap((section) => sectionPages[section] ?? []);
  return { type: "other", access: [...new Set(access)] };
}

/** pool: full access; platform: no guarded page; other: only the pages in its list. */
export function hasPageAccess(entry: AccessEntry | null, page: GuardedPage): boolean {
  if (!entry) return false;
  if (entry.type === "pool") return true;
  if (entry.type === "platform") return false;
  return entry.access.includes(page);
}
