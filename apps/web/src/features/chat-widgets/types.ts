import type { Integrations } from "@pithead/contract";

/** The chat widgets of SPEC section 7, in the order the help menu lists them. */
export const chatVendors = ["intercom", "dashly", "carrot_quest"] as const;
export type ChatVendor = (typeof chatVendors)[number];

/** `pools/current` `settings.integrations.chat`: each vendor's app id and loader script, or null. */
export type ChatConfig = Integrations["chat"];
export type ChatWidgetConfig = NonNullable<ChatConfig[ChatVendor]>;

/** The names SPEC's error texts use ("Carrot Quest is not configured"). */
export const vendorNames: Record<ChatVendor, string> = {
  intercom: "Intercom",
  dashly: "Dashly",
  carrot_quest: "Carrot Quest",
};

/** The signed-in user as a widget is booted with; `hash` is this vendor's identity-verification hash. */
export type ChatUser = { id: string; email?: string; hash: string | null };

/** One vendor's widget, over the vendor's own JavaScript API. */
export interface ChatAdapter {
  /** Loads the vendor's script (once); rejects when it cannot be loaded. */
  load(): Promise<void>;
  boot(user: ChatUser): void;
  /** A route change. */
  update(): void;
  /** Logout: the vendor forgets the user and their conversations in this browser. */
  shutdown(): void;
  show(): void;
  /** Marketing events, for the vendors that take them. */
  track?(event: string, props?: Record<string, unknown>): void;
}
