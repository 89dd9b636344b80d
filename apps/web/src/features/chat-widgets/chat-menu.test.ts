import enChat from "@pithead/contract/locales/en/chat.json";
import { describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/i18n-testing";
import { chatMenuItems } from "./chat-menu";
import type { ChatConfig } from "./types";

const openChat = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
vi.mock("./lazy", () => ({ openChat }));

const widget = { app_id: "x", script_url: "https://example.test/x.js" };
const labels = (items: ReturnType<typeof chatMenuItems>) => items.map((item) => item.label);

describe("the Help section's chat entries", () => {
  it("has one 'Chat with support' entry for a single configured vendor, none for the others", async () => {
    const { t } = await initTestI18n("en", enChat);
    const items = chatMenuItems({ intercom: null, dashly: widget, carrot_quest: null }, t);
    expect(labels(items)).toEqual(["Chat with support"]);
    const [entry] = items;
    if (!entry || !("onSelect" in entry)) throw new Error("an action entry was expected");
    entry.onSelect();
    expect(openChat).toHaveBeenCalledWith("dashly");
  });

  it("names the vendor when several are configured, and has nothing when none is", async () => {
    const { t } = await initTestI18n("en", enChat);
    const all: ChatConfig = { intercom: widget, dashly: widget, carrot_quest: widget };
    expect(labels(chatMenuItems(all, t))).toEqual([
      "Support: Intercom",
      "Support: Dashly",
      "Support: Carrot Quest",
    ]);
    expect(chatMenuItems({ intercom: null, dashly: null, carrot_quest: null }, t)).toEqual([]);
  });
});
