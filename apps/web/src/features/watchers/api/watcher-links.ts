import type { CreatedWatcherLink, WatcherLinkList } from "@pithead/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The owner's screen shows up to this many links (newest first). */
export const watcherLinksPerPage = 100;

const base = (identityId: string) => `identity/${encodeURIComponent(identityId)}/watchers`;

/** `GET identity/{id}/watchers`: the links the user made; never their tokens. */
export function watcherLinksQueryOptions(identityId: string) {
  return queryOptions({
    queryKey: ["watcher-links", identityId],
    queryFn: () => api<WatcherLinkList>(base(identityId), { query: { per_page: watcherLinksPerPage } }),
  });
}

export type NewWatcherLink = { label: string; expires_at: string | null; miner_ids?: string[] };

/** `POST identity/{id}/watchers`: the answer holds the token, shown this once. */
export function createWatcherLink(identityId: string, body: NewWatcherLink): Promise<CreatedWatcherLink> {
  return api<CreatedWatcherLink>(base(identityId), { method: "POST", body });
}

/** `DELETE identity/{id}/watchers/{id}`: the link stops at once. */
export function revokeWatcherLink(identityId: string, linkId: string): Promise<unknown> {
  return api(`${base(identityId)}/${encodeURIComponent(linkId)}`, { method: "DELETE" });
}
