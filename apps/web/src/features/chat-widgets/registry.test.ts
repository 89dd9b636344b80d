import enChat from "@pithead/contract/locales/en/chat.json";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "../../components/ui/toast";
import { initTestI18n } from "../../lib/i18n-testing";
import { resetMarketing, track } from "./marketing";
import {
  type ChatUsers,
  resetChatWidgets,
  showChat,
  shutdownChatWidgets,
  startChatWidgets,
  updateChatWidgets,
} from "./registry";
import type { ChatConfig } from "./types";

// The "vendor libraries": loading a script installs a recording fake of the vendor's global.
const fakes = vi.hoisted(() => ({ intercom: [] as unknown[][], carrot: [] as unknown[][] }));
vi.mock("./load-script", () => ({
  loadScript: vi.fn(async (src: string) => {
    const w = window as unknown as Record<string, unknown>;
    if (src.includes("broken")) throw new Error("blocked");
    if (src.includes("intercom")) w.Intercom = (...args: unknown[]) => fakes.intercom.push(args);
    if (src.includes("carrot")) {
      const record =
        (method: string) =>
        (...args: unknown[]) =>
          fakes.carrot.push([method, ...args]);
      w.carrotquest = Object.fromEntries(
        ["connect", "auth", "identify", "track", "open", "removeChat"].map((m) => [m, record(m)]),
      );
    }
  }),
}));

const config: ChatConfig = {
  intercom: { app_id: "ab12cd", script_url: "https://widget.intercom.io/widget/ab12cd" },
  dashly: null,
  carrot_quest: { app_id: "123-abc", script_url: "https://cdn.carrotquest.app/api.min.js" },
};
const users: ChatUsers = {
  intercom: { id: "id-1", email: "m@pithead.test", hash: "1".repeat(64) },
  dashly: { id: "id-1", email: "m@pithead.test", hash: null },
  carrot_quest: { id: "id-1", email: "m@pithead.test", hash: "2".repeat(64) },
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the chat widget registry", () => {
  beforeEach(() => {
    fakes.intercom.length = 0;
    fakes.carrot.length = 0;
    const w = window as unknown as Record<string, unknown>;
    delete w.Intercom;
    delete w.carrotquest;
    delete w.carrotquestasync;
    resetChatWidgets();
    resetMarketing();
    toast.clear();
  });
  afterEach(() => toast.clear());

  it("boots each configured widget with its own hash, updates on route changes and shuts down at logout", async () => {
    startChatWidgets(config, users);
    await flush();
    expect(fakes.intercom).toEqual([
      [
        "boot",
        { app_id: "ab12cd", user_id: "id-1", user_hash: users.intercom.hash, email: "m@pithead.test" },
      ],
    ]);
    expect(fakes.carrot).toEqual([
      ["auth", "id-1", users.carrot_quest.hash],
      ["identify", { $email: "m@pithead.test" }],
    ]);
    updateChatWidgets();
    expect(fakes.intercom.at(-1)).toEqual(["update"]);
    expect(await showChat("intercom")).toBe(true);
    expect(fakes.intercom.at(-1)).toEqual(["show"]);
    expect(await showChat("carrot_quest")).toBe(true);
    expect(fakes.carrot.at(-1)).toEqual(["open"]);
    shutdownChatWidgets();
    expect(fakes.intercom.at(-1)).toEqual(["shutdown"]);
    expect(fakes.carrot.at(-1)).toEqual(["removeChat"]);
    updateChatWidgets();
    expect(fakes.intercom.at(-1)).toEqual(["shutdown"]);
  });

  it("boots a widget once per user: again only after a shutdown or for another user", async () => {
    startChatWidgets(config, users);
    await flush();
    startChatWidgets(config, users);
    expect(fakes.intercom.map((call) => call[0])).toEqual(["boot"]);
    shutdownChatWidgets();
    startChatWidgets(config, users);
    const other = { ...users, intercom: { id: "id-9", hash: "9".repeat(64) } };
    startChatWidgets(config, other);
    expect(fakes.intercom.map((call) => call[0])).toEqual(["boot", "shutdown", "boot", "boot"]);
    expect(fakes.intercom.at(-1)?.[1]).toMatchObject({ user_id: "id-9" });
  });

  it("hands queued marketing events to Carrot Quest once it has loaded", async () => {
    track("act:cm:signin");
    startChatWidgets(config, users);
    await flush();
    expect(fakes.carrot).toContainEqual(["track", "act:cm:signin", {}]);
  });

  it('toasts "Dashly is not configured" for a vendor that is not configured', async () => {
    startChatWidgets(config, users);
    expect(await showChat("dashly")).toBe(false);
    expect(toast.getSnapshot().map((t) => [t.type, t.title])).toEqual([
      ["error", "Dashly is not configured"],
    ]);
  });

  it("toasts the translated text for a configured vendor whose script could not be loaded", async () => {
    await initTestI18n("en", enChat);
    startChatWidgets(
      { ...config, intercom: { app_id: "x", script_url: "https://broken.test/intercom.js" } },
      users,
    );
    expect(await showChat("intercom")).toBe(false);
    expect(await showChat("carrot_quest")).toBe(true);
    expect(toast.getSnapshot().map((t) => t.title)).toEqual(["Intercom is not configured"]);
  });
});
