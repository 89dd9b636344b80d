import type { WatcherSection } from "@pithead/contract";

/** The read-only principal of a request carrying a valid `X-Watcher-Token`. */
export type WatcherPrincipal = {
  linkId: string;
  miners: { id: string; accountName: string }[];
  sections: WatcherSection[];
};

/** A watcher reads a miner of its scope, and only the sections its link allows. */
export function watcherCanRead(
  watcher: WatcherPrincipal,
  minerId: string,
  section?: WatcherSection,
): boolean {
  if (!watcher.miners.some((miner) => miner.id === minerId)) return false;
  return section === undefined || watcher.sections.includes(section);
}

/** The section permission a member (non-owner) needs for a watcher section (SPEC section 6). */
const memberSection: Record<WatcherSection, string | null> = {
  dashboard: null,
  workers: "section_workers_read",
  payments: "section_payments_read",
};

/** A grant with no section list is its owner's (everything); else the section must be listed. */
export function grantCanRead(sections: string[] | null, section?: WatcherSection): boolean {
  if (sections === null || section === undefined) return true;
  const needed = memberSection[section];
  return needed === null || sections.includes(needed);
}
