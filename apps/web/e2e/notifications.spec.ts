import { expect, test } from "@playwright/test";
import { E2E_TELEGRAM_API } from "./fake-telegram";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

test("a miner turns the daily reward e-mail off, it is kept after a reload; the sign-in e-mail stays on", async ({
  page,
}) => {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/settings");
  // The security section loads its flow and writes its id into the address (moving the sections below it):
  // click once the page has settled.
  await page.waitForURL(/[?&]flow=/);
  await page.getByTestId("notifications-link").click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(page.getByRole("heading", { name: t("en", "pages.notifications.title") })).toBeVisible();
  await expect(page.getByTestId("notification-email")).toContainText("miner@pithead.test");
  // The suite's server has a bot (on the fake Bot API): the Telegram panel offers to link a chat.
  await expect(page.getByTestId("telegram-panel")).toBeVisible();
  await expect(page.getByLabel(t("en", "notifications.timeZone.label"))).toBeVisible();
  await expect(page.getByTestId("notify-time-zone-summary")).toContainText("UTC");

  const login = page.getByTestId("notify-user-login-email");
  await expect(login).toBeChecked();
  await expect(login).toBeDisabled();
  // The demo has alice's daily reward e-mail on (db/seed/demo-notifications.ts): off, kept, then on again.
  const reward = page.getByTestId("notify-miner-reward-email");
  await expect(reward).toBeChecked();
  const save = page.getByRole("button", { name: t("en", "notifications.save") });

  await reward.uncheck();
  await save.click();
  await expect(page.getByText(t("en", "notifications.saved"))).toBeVisible();
  await page.reload();
  await expect(reward).not.toBeChecked();
  await expect(login).toBeChecked();
  await expect(login).toBeDisabled();

  // Leave the demo as found.
  await reward.check();
  await save.click();
  await expect(page.getByText(t("en", "notifications.saved")).first()).toBeVisible();
  await page.reload();
  await expect(reward).toBeChecked();
});

test("a user links a Telegram chat by the bot's one-time link, then unlinks it", async ({
  page,
  request,
}) => {
  await signIn(page, "viewer@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/settings/notifications");
  const link = page.getByRole("button", { name: t("en", "notifications.telegram.link") });
  await link.click();
  const href = (await page.getByTestId("telegram-open").getAttribute("href")) ?? "";
  expect(href).toMatch(/^https:\/\/t\.me\/\w+\?start=[\w-]{32}$/);
  expect(await page.getByTestId("telegram-open").getAttribute("target")).toBe("_blank");

  // The user opens the link in Telegram and presses Start: Telegram sends the bot `/start <token>`.
  const token = new URL(href).searchParams.get("start");
  await request.post(`${E2E_TELEGRAM_API}/__fake/updates`, {
    data: { chat_id: 770001, token, username: "viewer_tg" },
  });
  await expect(page.getByTestId("telegram-linked")).toContainText("@viewer_tg");
  const sent = (await (await request.get(`${E2E_TELEGRAM_API}/__fake/sent`)).json()) as { chat_id: number }[];
  expect(sent.some((message) => message.chat_id === 770001)).toBe(true);

  await page.getByRole("button", { name: t("en", "notifications.telegram.unlink") }).click();
  await expect(link).toBeVisible();
  await page.reload();
  await expect(link).toBeVisible();
});
