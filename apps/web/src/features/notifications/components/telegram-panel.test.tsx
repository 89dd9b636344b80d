import errors from "@pithead/contract/locales/en/errors.json";
import notifications from "@pithead/contract/locales/en/notifications.json";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toast } from "../../../components/ui/toast/toast-store";
import { initTestI18n } from "../../../lib/i18n-testing";
import { jsonResponse as json, renderWithQueries } from "../../../lib/query-testing";
import { TelegramPanel } from "./telegram-panel";

const base = "/api/backend/v0.1/identity/u1/telegram";
const invite = {
  url: "https://t.me/pithead_bot?start=abcDEF0123456789abcDEF0123456789",
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  bot_username: "pithead_bot",
};
const chat = { username: "alice_tg", linked_at: "2026-03-10T10:00:00.000Z" };
const missing = () => json(404, { code: "not_found", message: "Not found" });

/** A Bot-less fake of the Telegram routes: `linked` and `pending` are the server's state; records requests. */
function fakeServer(start: { linked?: boolean; pending?: boolean; post?: () => Response } = {}) {
  const server = { linked: start.linked ?? false, pending: start.pending ?? false, calls: [] as string[] };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const path = new URL(String(input), "http://t").pathname;
    const method = init?.method ?? "GET";
    server.calls.push(`${method} ${path}`);
    if (path === `${base}/invites` && method === "POST") {
      if (start.post) return start.post();
      server.pending = true;
      return json(200, { data: invite });
    }
    if (path === `${base}/invites/current`)
      return server.pending && !server.linked ? json(200, { data: invite }) : missing();
    if (path === `${base}/chats/current` && method === "DELETE") {
      server.linked = false;
      return new Response(null, { status: 204 });
    }
    if (path === `${base}/chats/current`) return server.linked ? json(200, { data: chat }) : missing();
    return missing();
  });
  return server;
}
const renderPanel = (available = true) =>
  renderWithQueries(
    <TelegramPanel identityId="u1" available={available} isDeclined={() => false} pollMs={40} />,
  );

describe("the Telegram panel", () => {
  beforeAll(() => initTestI18n("en", { ...notifications, ...errors }));
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => toast.clear());
  });

  it("says Telegram is not set up on this server, and asks nothing of it", async () => {
    const server = fakeServer();
    renderPanel(false);
    expect((await screen.findByTestId("telegram-unavailable")).textContent).toMatch(
      /^Telegram is not set up on this server/,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it("makes a link, shows it with its expiry, and polls until the chat is linked", async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Link Telegram" }));
    const open = await screen.findByRole("link", { name: "Open Telegram" });
    expect(open.getAttribute("href")).toBe(invite.url);
    expect(open.getAttribute("target")).toBe("_blank");
    expect(open.getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("telegram-waiting").textContent).toMatch(/It works once, until /);
    expect(server.calls).toContain(`POST ${base}/invites`);

    const before = server.calls.filter((c) => c === `GET ${base}/chats/current`).length;
    await waitFor(() =>
      expect(server.calls.filter((c) => c === `GET ${base}/chats/current`).length).toBeGreaterThan(
        before + 1,
      ),
    );
    server.linked = true;
    expect((await screen.findByTestId("telegram-linked")).textContent).toMatch(
      /Linked to Telegram as @alice_tg/,
    );
    await waitFor(() => expect(toast.getSnapshot().at(-1)?.title).toBe("Telegram chat linked"));
    // Linked: no more polling.
    const chatReads = () => server.calls.filter((c) => c === `GET ${base}/chats/current`).length;
    const settled = chatReads();
    await new Promise((r) => setTimeout(r, 200));
    expect(chatReads()).toBe(settled);
  });

  it("shows a link still pending at load", async () => {
    fakeServer({ pending: true });
    renderPanel();
    expect((await screen.findByRole("link", { name: "Open Telegram" })).getAttribute("href")).toBe(
      invite.url,
    );
  });

  it("unlinks a linked chat", async () => {
    const server = fakeServer({ linked: true });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByTestId("telegram-linked");
    await user.click(screen.getByRole("button", { name: "Unlink" }));
    expect(await screen.findByRole("button", { name: "Link Telegram" })).toBeTruthy();
    expect(server.calls).toContain(`DELETE ${base}/chats/current`);
    expect(toast.getSnapshot().at(-1)?.title).toBe("Telegram chat unlinked");
  });

  it("says so when the server refuses the link", async () => {
    fakeServer({
      post: () => json(409, { code: "telegram_not_configured", message: "Telegram is not set up" }),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Link Telegram" }));
    await waitFor(() =>
      expect(toast.getSnapshot().at(-1)?.title).toBe("Telegram is not set up on this server"),
    );
    expect(screen.queryByRole("link", { name: "Open Telegram" })).toBeNull();
  });
});
