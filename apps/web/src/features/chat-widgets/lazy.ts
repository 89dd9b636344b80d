import type { ChatUsers } from "./registry";
import type { ChatConfig, ChatVendor } from "./types";

/**
 * The static side of the feature: what the mount and the help menu share without loading the widgets' code
 * (`registry.ts` and the adapters are a chunk of their own, imported on the lazy start or the first click).
 */
type Registry = typeof import("./registry");

let registry: Registry | null = null;
let wanted: { chat: ChatConfig; users: ChatUsers } | null = null;

export const loadRegistry = (): Promise<Registry> =>
  import("./registry").then((module) => {
    registry = module;
    return module;
  });

/** The registry once something imported it, else null (nothing to update or shut down yet). */
export const loadedRegistry = (): Registry | null => registry;

/** What the signed-in shell wants running: kept for a click that comes before the lazy start. */
export function setWanted(next: typeof wanted): void {
  wanted = next;
}

export async function startWanted(): Promise<void> {
  const module = await loadRegistry();
  if (wanted) module.startChatWidgets(wanted.chat, wanted.users);
}

/** The help menu: starts the widgets now if the lazy start has not come yet, then opens the vendor's chat. */
export async function openChat(vendor: ChatVendor): Promise<boolean> {
  await startWanted();
  return (registry as Registry).showChat(vendor);
}
