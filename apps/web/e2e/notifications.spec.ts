import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

test("a miner turns on the daily reward e-mail, it is kept after a reload; the sign-in e-mail stays on", async ({
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
  await expect(page.getByTestId("telegram-unavailable")).toBeVisible();

  const login = page.getByTestId("notify-user-login-email");
  await expect(login).toBeChecked();
  await expect(login).toBeDisabled();
  const reward = page.getByTestId("notify-miner-reward-email");
  await expect(reward).not.toBeChecked();
  const save = page.getByRole("button", { name: t("en", "notifications.save") });

  await reward.check();
  await save.click();
  await expect(page.getByText(t("en", "notifications.saved"))).toBeVisible();
  await page.reload();
  await expect(reward).toBeChecked();
  await expect(login).toBeChecked();
  await expect(login).toBeDisabled();

  // Leave the demo as found.
  await reward.uncheck();
  await save.click();
  await expect(page.getByText(t("en", "notifications.saved")).first()).toBeVisible();
  await page.reload();
  await expect(reward).not.toBeChecked();
});
