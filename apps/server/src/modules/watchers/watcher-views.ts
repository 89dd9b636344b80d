import type { WatcherCheck, WatcherLink, WatcherSection } from "@pithead/contract";
import { watcherSections } from "@pithead/contract";
import type { WatcherPrincipal } from "./watcher-principal";
import type { LinkRow } from "./watchers.repository";

/** `GET watchers/{token}`: each watched miner as a permission (SPEC section 3). */
export function watcherCheckView(watcher: WatcherPrincipal): WatcherCheck {
  return {
    permissions: watcher.miners.map((miner) => ({
      id: miner.id,
      type: "miner" as const,
      account_name: miner.accountName,
      sections: watcher.sections,
    })),
  };
}

export function stateOf(
  link: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): WatcherLink["state"] {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt && link.expiresAt <= now) return "expired";
  return "active";
}

/** Known sections only, each once, in the canonical order. */
export function sectionsOf(values: readonly string[]): WatcherSection[] {
  return watcherSections.filter((section) => values.includes(section));
}

export function linkView(link: LinkRow, now: Date): WatcherLink {
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    id: link.id,
    label: link.label,
    miners: link.miners.map((miner) => ({ id: miner.id, account_name: miner.accountName })),
    permissions: sectionsOf(link.permissions),
    state: stateOf(link, now),
    created_at: link.createdAt.toISOString(),
    expires_at: iso(link.expiresAt),
    last_used_at: iso(link.lastUsedAt),
    revoked_at: iso(link.revokedAt),
  };
}
