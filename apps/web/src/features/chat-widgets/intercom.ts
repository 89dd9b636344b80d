import { loadScript } from "./load-script";
import type { ChatAdapter, ChatUser } from "./types";

type IntercomQueue = ((...args: unknown[]) => void) & { q?: unknown[][]; c?: (args: unknown[]) => void };
type IntercomWindow = { Intercom?: IntercomQueue };

/**
 * Intercom's Messenger through its JavaScript API (developers.intercom.com, "Javascript API: Methods"):
 * `Intercom('boot', {app_id, user_id, user_hash, email})`, `'update'` on each route change of a single-page
 * app, `'shutdown'` at logout (clears the user's conversations from the browser), `'show'`. Calls made before
 * the library arrives wait in the queue of Intercom's own installation snippet, which the library replays.
 */
export function intercomAdapter(
  config: { app_id: string; script_url: string },
  win: IntercomWindow = window as IntercomWindow,
): ChatAdapter {
  const call = (...args: unknown[]) => win.Intercom?.(...args);
  return {
    load() {
      if (typeof win.Intercom !== "function") {
        // The official snippet's queue: `i.q` holds the calls until the library takes over `window.Intercom`.
        const queue: IntercomQueue = (...args: unknown[]) => queue.c?.(args);
        queue.q = [];
        queue.c = (args) => queue.q?.push(args);
        win.Intercom = queue;
      }
      return loadScript(config.script_url);
    },
    boot(user: ChatUser) {
      call("boot", {
        app_id: config.app_id,
        user_id: user.id,
        ...(user.hash ? { user_hash: user.hash } : {}),
        ...(user.email ? { email: user.email } : {}),
      });
    },
    update: () => call("update"),
    shutdown: () => call("shutdown"),
    show: () => call("show"),
  };
}
