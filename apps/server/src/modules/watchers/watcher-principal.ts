import type { WatcherSection } from "@pithead/contract";

/** The read-only principal of a request carrying a valid `X-Watcher-Token`. */
export type WatcherPrincipal = {
  linkId: string;
  miners: { id: string; accountName: string }[];
  sections: WatcherSection[];
  /** When the link stops working by itself (null: never). */
  expiresAt: Date | null;
};
