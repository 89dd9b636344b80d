import { getI18n } from "react-i18next";
import { toast } from "../../components/ui/toast/toast-store";
import { carrotLikeAdapter } from "./carrot-like";
import { intercomAdapter } from "./intercom";
import { attachMarketingSink } from "./marketing";
import {
  type ChatAdapter,
  type ChatConfig,
  type ChatUser,
  type ChatVendor,
  type ChatWidgetConfig,
  chatVendors,
  vendorNames,
} from "./types";

export type ChatUsers = Record<ChatVendor, ChatUser>;

const factories: Record<ChatVendor, (config: ChatWidgetConfig) => ChatAdapter> = {
  intercom: (config) => intercomAdapter(config),
  dashly: (config) => carrotLikeAdapter("dashly", config),
  carrot_quest: (config) => carrotLikeAdapter("carrotquest", config),
};

type Entry = {
  adapter: ChatAdapter;
  ready: Promise<boolean>;
  loaded: boolean;
  /** The user it was last booted with; null before the boot and after a shutdown. */
  bootedFor: string | null;
  detach?: () => void;
};
const entries = new Map<ChatVendor, Entry>();
let booted: ChatUsers | null = null;

/**
 * Loads every configured widget (a script each, once per page) and boots it with the user; a vendor whose
 * script fails to load stays "not loaded". Called again, it boots only a widget whose user changed (or that
 * was shut down since).
 */
export function startChatWidgets(config: ChatConfig, users: ChatUsers): void {
  booted = users;
  for (const vendor of chatVendors) {
    const widget = config[vendor];
    if (!widget) continue;
    const known = entries.get(vendor);
    if (known) {
      if (known.loaded) boot(known, users[vendor]);
      continue;
    }
    const adapter = factories[vendor](widget);
    const entry: Entry = { adapter, loaded: false, bootedFor: null, ready: Promise.resolve(false) };
    entry.ready = adapter.load().then(
      () => {
        entry.loaded = true;
        if (booted) boot(entry, booted[vendor]);
        if (adapter.track) entry.detach = attachMarketingSink({ track: adapter.track });
        return true;
      },
      () => {
        entries.delete(vendor);
        return false;
      },
    );
    entries.set(vendor, entry);
  }
}

function boot(entry: Entry, user: ChatUser): void {
  if (entry.bootedFor === user.id) return;
  entry.bootedFor = user.id;
  entry.adapter.boot(user);
}

/** A route change. */
export function updateChatWidgets(): void {
  for (const entry of entries.values()) if (entry.loaded && booted) entry.adapter.update();
}

/** Logout: every loaded widget forgets the user. */
export function shutdownChatWidgets(): void {
  if (!booted) return;
  booted = null;
  for (const entry of entries.values()) {
    if (!entry.loaded || entry.bootedFor === null) continue;
    entry.bootedFor = null;
    entry.adapter.shutdown();
  }
}

/**
 * Opens a vendor's chat (the help menu). One still loading opens once it has loaded; one that is not
 * configured, or whose script could not be loaded, shows "<Vendor> is not configured" (SPEC section 8).
 */
export async function showChat(vendor: ChatVendor): Promise<boolean> {
  const entry = entries.get(vendor);
  if (entry && (await entry.ready)) {
    entry.adapter.show();
    return true;
  }
  const name = vendorNames[vendor];
  const title =
    getI18n()?.t("chat.notConfigured", { vendor: name, defaultValue: "{{vendor}} is not configured" }) ??
    `${name} is not configured`;
  toast.show({ type: "error", title });
  return false;
}

/** Tests only. */
export function resetChatWidgets(): void {
  for (const entry of entries.values()) entry.detach?.();
  entries.clear();
  booted = null;
}
