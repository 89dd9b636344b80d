import { expect, test } from "@playwright/test";
import { E2E_TELEGRAM_API } from "./fake-telegram";
import { accountName, chooseName, newEmail, registerAndVerify } from "./identity-helpers";
import { ingestShares, steadyShares } from "./ingest-helpers";

// The worker alert job runs once a minute: the grouped message comes within about 70 s of the last check.
test.setTimeout(150_000);

type Sent = { chat_id: number | string; text: string; parse_mode?: string };

test("a miner links Telegram through the bot, a worker stops, one grouped message arrives there", async ({
  page,
  request,
}) => {
  const account = accountName("tgalert");
  await registerAndVerify(page, request, newEmail("tgalert"));
  await chooseName(page, account);

  await page.goto("/settings/notifications");
  await page.getByTestId("telegram-link").click();
  const open = page.getByTestId("telegram-open");
  await expect(open).toHaveAttribute("href", /^https:\/\/t\.me\/[A-Za-z0-9_]+\?start=[A-Za-z0-9_-]+$/);
  const token = new URL((await open.getAttribute("href")) ?? "").searchParams.get("start");
  // The user presses Start in Telegram: the fake Bot API hands the bot `/start <token>` from this chat.
  const chatId = 700_000_000 + Math.floor(Math.random() * 1_000_000);
  const pushed = await request.post(`${E2E_TELEGRAM_API}/__fake/updates`, {
    data: { chat_id: chatId, token, username: "e2e_miner" },
  });
  expect(pushed.ok()).toBe(true);
  await expect(page.getByTestId("telegram-linked")).toContainText("e2e_miner", { timeout: 20_000 });

  // Two rigs sent 12 shares a minute for the last hour and stopped five minutes ago: both are down now.
  const shares = ["rig-a", "rig-b"].flatMap((worker) =>
    steadyShares(worker, 55, 5, 1024).map((share) => ({
      ...share,
      ts: new Date(Date.parse(share.ts) - 4 * 60_000).toISOString(),
    })),
  );
  await ingestShares(request, account, shares);

  const toChat = async () => {
    const sent = (await (await request.get(`${E2E_TELEGRAM_API}/__fake/sent`)).json()) as Sent[];
    return sent.filter((m) => String(m.chat_id) === String(chatId));
  };
  await expect
    .poll(async () => (await toChat()).filter((m) => m.text.includes("rig-a")).length, { timeout: 100_000 })
    .toBe(1);
  const [welcome, alert, ...rest] = await toChat();
  expect(welcome?.text).toBeTruthy();
  expect(rest).toEqual([]);
  expect(alert?.parse_mode).toBe("HTML");
  expect(alert?.text).toContain(account);
  expect(alert?.text).toContain("rig-a");
  expect(alert?.text).toContain("rig-b");
});
