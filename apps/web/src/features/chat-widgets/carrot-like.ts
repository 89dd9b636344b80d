import { loadScript } from "./load-script";
import type { ChatAdapter, ChatUser } from "./types";

/** The methods the vendors' installation snippets stub before their library loads. */
const snippetMethods = [
  "connect",
  "track",
  "identify",
  "auth",
  "open",
  "onReady",
  "addCallback",
  "removeCallback",
  "trackMessageInteraction",
] as const;

type Method = (typeof snippetMethods)[number] | "removeChat";
export type CarrotLikeApi = Partial<Record<Method, (...args: unknown[]) => void>> & { settings?: object };
export type CarrotLikeGlobal = "carrotquest" | "dashly";

/**
 * Carrot Quest and Dashly (one product, two brands: developers.carrotquest.io/libs/js,
 * developers.dashly.io/libs/js) share one JavaScript API on `window.carrotquest` / `window.dashly`:
 * `connect(apiKey)`, `auth(userId, hash)` (the hash: HMAC-SHA256 of the user id with the User Auth Key),
 * `identify(props)` after `auth`, `track(event, params)`, `open()`. Until the library loads, calls wait in
 * `window.<name>async` as the official snippet queues them.
 * - update: their API has no route-change call (the library follows the page itself), so nothing is sent.
 * - shutdown: their documented API has no logout. The chat is removed with `removeChat()` where the loaded
 *   library has it (not in the documented list; public integrations call it), and the visitor cookies the
 *   library keeps (`<name>_uid`, `<name>_auth_token`) are expired, so the next person on this browser is not
 *   taken for the user who left.
 */
export function carrotLikeAdapter(
  name: CarrotLikeGlobal,
  config: { app_id: string; script_url: string },
  win: Record<string, unknown> = window as unknown as Record<string, unknown>,
  doc: Pick<Document, "cookie"> = document,
): ChatAdapter {
  const api = () => win[name] as CarrotLikeApi | undefined;
  const call = (method: Method, ...args: unknown[]) => api()?.[method]?.(...args);
  return {
    load() {
      if (api() === undefined) {
        const queue: unknown[] = [];
        const stub: CarrotLikeApi = { settings: {} };
        for (const method of snippetMethods) stub[method] = (...args) => queue.push(method, args);
        win[`${name}async`] = queue;
        win[name] = stub;
        stub.connect?.(config.app_id);
      }
      return loadScript(config.script_url);
    },
    boot(user: ChatUser) {
      if (user.hash) call("auth", user.id, user.hash);
      if (user.email) call("identify", { $email: user.email });
    },
    update() {},
    shutdown() {
      call("removeChat");
      for (const cookie of [`${name}_uid`, `${name}_auth_token`])
        doc.cookie = `${cookie}=; max-age=0; path=/`;
    },
    show: () => call("open"),
    track: (event, props) => call("track", event, props ?? {}),
  };
}
