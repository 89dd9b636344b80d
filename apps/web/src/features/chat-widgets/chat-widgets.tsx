import type { Session } from "@ory/client-fetch";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { startLater } from "../../lib/start-later";
import { loadedRegistry, setWanted, startWanted } from "./lazy";
import type { ChatUsers } from "./registry";
import { type ChatConfig, chatVendors } from "./types";

/**
 * Each vendor's user: the identity id, its e-mail and that vendor's hash from the session's verification
 * object (`identity.metadata_public.verification`, computed by the server; absent: no hash).
 */
export function chatUsersOf(session: Session): ChatUsers {
  const identity = session.identity;
  const traits = (identity?.traits ?? {}) as { email?: unknown };
  const metadata = (identity?.metadata_public ?? {}) as { verification?: Record<string, unknown> };
  const users = {} as ChatUsers;
  for (const vendor of chatVendors) {
    const hash = metadata.verification?.[vendor];
    users[vendor] = {
      id: identity?.id ?? "",
      email: typeof traits.email === "string" ? traits.email : undefined,
      hash: typeof hash === "string" ? hash : null,
    };
  }
  return users;
}

/**
 * The chat widgets of the signed-in shell (renders nothing): loaded and booted with the user after the lazy
 * start (SPEC section 9), `update` on every route change, `shutdown` when the shell goes away (logout) or the
 * user changes. Nothing happens when no vendor is configured.
 */
export function ChatWidgets({ chat, session }: { chat: ChatConfig; session: Session }) {
  const { pathname } = useLocation();
  const users = chatUsersOf(session);
  const configured = chatVendors.some((vendor) => chat[vendor]);
  const key = configured ? JSON.stringify([chat, users]) : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for chat and users.
  useEffect(() => {
    if (!key) return;
    setWanted({ chat, users });
    let live = true;
    const cancel = startLater(() => void (live && startWanted()));
    return () => {
      live = false;
      cancel();
      setWanted(null);
      loadedRegistry()?.shutdownChatWidgets();
    };
  }, [key]);

  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a route change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    loadedRegistry()?.updateChatWidgets();
  }, [pathname]);

  return null;
}
