/**
 * A local fake of Telegram's Bot API for tests: what grammY calls (`getMe`, `getUpdates` with a short long poll,
 * `sendMessage`, `setWebhook`, `deleteWebhook`, `setMyCommands`), answering `{ok, result}` at
 * `<url>/bot<token>/<method>`. It records every message sent and feeds updates pushed by the test, so no test
 * reaches the internet. Use it in-process (`startFakeBotApi()`), or as a process for Playwright:
 * `node --import tsx apps/server/test/telegram/fake-bot-api.ts --port N`, driven over HTTP:
 * `POST /__fake/updates` (an update, or `{chat_id, token, username}` for a `/start <token>` message),
 * `GET /__fake/sent`, `GET /__fake/calls`, `POST /__fake/fail` (`{chat_id, code}` or `{once: code}`),
 * `POST /__fake/reset`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

export type FakeUpdate = { update_id: number; [key: string]: unknown };
export type SentMessage = { chat_id: number; text: string; parse_mode?: string };
export type FakeCall = { method: string; params: Record<string, unknown> };

/** The bot `getMe` answers. */
export const fakeBotInfo = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: "Pithead Test",
  username: "pithead_test_bot",
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const fail = (res: ServerResponse, code: number, description: string) =>
  json(res, code, { ok: false, error_code: code, description });
const descriptions: Record<number, string> = {
  400: "Bad Request: chat not found",
  403: "Forbidden: bot was blocked by the user",
  429: "Too Many Requests: retry after 1",
  500: "Internal Server Error",
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return {};
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

export interface FakeBotApi {
  /** `http://127.0.0.1:<port>`: the TELEGRAM_API_ROOT of the app under test. */
  readonly url: string;
  /** Every `sendMessage`, in order. */
  readonly sent: SentMessage[];
  /** Every Bot API call (method and parameters), in order. */
  readonly calls: FakeCall[];
  /** Queues an update for `getUpdates` (its `update_id` is given when left out). */
  pushUpdate(update: Omit<FakeUpdate, "update_id"> & { update_id?: number }): FakeUpdate;
  /** Queues the `/start <token>` message a user sends by opening the deep link; answers the update. */
  sendStart(chatId: number, token: string, username?: string, languageCode?: string): FakeUpdate;
  /** Queues a `/stop` message from the chat. */
  sendStop(chatId: number): FakeUpdate;
  /** `sendMessage` to this chat answers `code` (403: blocked by the user) until `reset`. */
  failChat(chatId: number, code: number): void;
  /** The next `sendMessage` answers `code` (500 by default), once. */
  failOnce(code?: number): void;
  /** Resolves when `count` messages were sent (rejects after `timeoutMs`). */
  waitForSent(count: number, timeoutMs?: number): Promise<SentMessage[]>;
  /** Forgets updates, messages, calls and failures. */
  reset(): void;
  stop(): Promise<void>;
}

/** An update with a private-chat message from the user `chatId` (`/start <token>`, `/stop`, any text). */
export function messageUpdate(
  updateId: number,
  chatId: number,
  text: string,
  from: { username?: string; language_code?: string } = {},
): FakeUpdate {
  const command = /^\/[a-z]+/.exec(text)?.[0];
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: "private", first_name: "Test", username: from.username },
      from: { id: chatId, is_bot: false, first_name: "Test", ...from },
      text,
      ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command.length }] } : {}),
    },
  };
}

/** Starts the fake on 127.0.0.1 (`port` 0: an ephemeral one). `longPollMs`: the longest `getUpdates` wait. */
export async function startFakeBotApi(
  opts: { port?: number; longPollMs?: number } = {},
): Promise<FakeBotApi> {
  const longPollMs = opts.longPollMs ?? 500;
  let queue: FakeUpdate[] = [];
  const sent: SentMessage[] = [];
  const calls: FakeCall[] = [];
  const chatFailures = new Map<number, number>();
  let failNext: number | undefined;
  let nextUpdateId = 1;
  let messageId = 1;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };

  async function getUpdates(params: Record<string, unknown>, req: IncomingMessage) {
    const offset = Number(params.offset ?? 0);
    const limit = Math.min(Number(params.limit ?? 100) || 100, 100);
    const timeout = Math.min(Number(params.timeout ?? 0) * 1000, longPollMs);
    // An offset confirms every update before it (Telegram forgets them).
    if (offset > 0) queue = queue.filter((u) => u.update_id >= offset);
    if (queue.length === 0 && timeout > 0) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          req.off("close", done);
          resolve();
        };
        const timer = setTimeout(done, timeout);
        waiters.add(done);
        req.on("close", done);
      });
    }
    return queue.slice(0, limit);
  }

  function sendMessage(params: Record<string, unknown>, res: ServerResponse): boolean {
    const chatId = Number(params.chat_id);
    const code = failNext ?? chatFailures.get(chatId);
    failNext = undefined;
    if (code !== undefined) {
      fail(res, code, descriptions[code] ?? "Error");
      return false;
    }
    const message = {
      chat_id: chatId,
      text: String(params.text ?? ""),
      parse_mode: params.parse_mode as string,
    };
    sent.push(message);
    wake();
    json(res, 200, {
      ok: true,
      result: {
        message_id: messageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: "private" },
        text: message.text,
      },
    });
    return true;
  }

  async function botMethod(method: string, req: IncomingMessage, res: ServerResponse) {
    const params = await readJson(req);
    calls.push({ method, params });
    switch (method) {
      case "getMe":
        return json(res, 200, { ok: true, result: fakeBotInfo });
      case "getUpdates":
        return json(res, 200, { ok: true, result: await getUpdates(params, req) });
      case "sendMessage":
        return void sendMessage(params, res);
      case "setWebhook":
      case "deleteWebhook":
      case "setMyCommands":
      case "deleteMyCommands":
        return json(res, 200, { ok: true, result: true });
      default:
        return fail(res, 404, "Not Found: method not found");
    }
  }

  async function control(path: string, req: IncomingMessage, res: ServerResponse) {
    if (req.method === "GET" && path === "/__fake/sent") return json(res, 200, sent);
    if (req.method === "GET" && path === "/__fake/calls") return json(res, 200, calls);
    if (req.method !== "POST") return fail(res, 405, "Method Not Allowed");
    const body = await readJson(req);
    if (path === "/__fake/reset") {
      api.reset();
      return json(res, 200, { ok: true });
    }
    if (path === "/__fake/fail") {
      if (typeof body.once === "number") api.failOnce(body.once);
      else api.failChat(Number(body.chat_id), Number(body.code ?? 403));
      return json(res, 200, { ok: true });
    }
    if (path === "/__fake/updates") {
      const update =
        typeof body.token === "string"
          ? api.sendStart(Number(body.chat_id), body.token, body.username as string | undefined)
          : api.pushUpdate(body as FakeUpdate);
      return json(res, 200, update);
    }
    return fail(res, 404, "Not Found");
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const bot = /^\/bot[^/]+\/([A-Za-z]+)$/.exec(path);
    const handled = bot?.[1] ? botMethod(bot[1], req, res) : control(path, req, res);
    handled.catch((err: Error) => fail(res, 400, `Bad Request: ${err.message}`));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeBotApi = {
    url: `http://127.0.0.1:${port}`,
    sent,
    calls,
    pushUpdate(update) {
      const full = { ...update, update_id: update.update_id ?? nextUpdateId } as FakeUpdate;
      nextUpdateId = Math.max(nextUpdateId, full.update_id) + 1;
      queue.push(full);
      wake();
      return full;
    },
    sendStart(chatId, token, username, languageCode) {
      const update = messageUpdate(nextUpdateId, chatId, `/start ${token}`, {
        username,
        language_code: languageCode,
      });
      return api.pushUpdate(update);
    },
    sendStop: (chatId) => api.pushUpdate(messageUpdate(nextUpdateId, chatId, "/stop")),
    failChat: (chatId, code) => void chatFailures.set(chatId, code),
    failOnce(code = 500) {
      failNext = code;
    },
    waitForSent(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (sent.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(sent.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`fake Bot API: ${sent.length} of ${count} messages sent after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    reset() {
      queue = [];
      sent.length = 0;
      calls.length = 0;
      chatFailures.clear();
      failNext = undefined;
    },
    async stop() {
      wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}

// As a process: `--port N` (default: an ephemeral port, printed).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf("--port");
  const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
  const fake = await startFakeBotApi({ port });
  console.log(`fake Bot API listening on ${fake.url}`);
  const quit = () => void fake.stop().then(() => process.exit(0));
  process.on("SIGTERM", quit);
  process.on("SIGINT", quit);
}
