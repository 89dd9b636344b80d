import type { TFunction } from "i18next";
import type { NavItem } from "../../components/layouts/nav-list";
import { openChat } from "./lazy";
import { type ChatConfig, chatVendors, vendorNames } from "./types";

/**
 * "Chat with support" in the sidebar's Help section, one entry per configured vendor ("Support: <Vendor>"
 * when there are several). A vendor that is not configured has no entry; opening one whose script could not
 * be loaded shows "<Vendor> is not configured".
 */
export function chatMenuItems(chat: ChatConfig, t: TFunction): NavItem[] {
  const vendors = chatVendors.filter((vendor) => chat[vendor]);
  return vendors.map((vendor) => ({
    id: `chat-${vendor}`,
    icon: "chat",
    label: vendors.length > 1 ? t("chat.supportVia", { vendor: vendorNames[vendor] }) : t("chat.support"),
    onSelect: () => void openChat(vendor),
  }));
}
