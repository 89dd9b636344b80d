import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/** The sign-in page adds its identity flow's id to the address once it is created. */
const login = /\/auth\/login(\?flow=[\w-]+)?$/;

test("an owner shares a read-only link; a fresh browser sees the watch area only, until it is revoked", async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-in, a link made, read and revoked: 28-32 s on this machine, at the 30 s default.
  test.slow();
  const label = `Farm manager ${Date.now().toString(36)}`;
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: t("en", "watchers.title") })).toBeVisible();
  await page.getByLabel(t("en", "watchers.form.label")).fill(label);
  await page
    .getByLabel(t("en", "watchers.form.expiry"))
    .selectOption({ label: t("en", "watchers.form.days7") });
  await page.getByRole("button", { name: t("en", "watchers.form.create") }).click();
  const url = (await page.getByTestId("watcher-url").textContent())?.trim() ?? "";
  expect(url).toMatch(/\/watch\/[\w-]{43}$/);
  await expect(page.getByRole("button", { name: t("en", "watchers.created.copy") })).toBeVisible();
  const item = page.getByTestId("watcher-link").filter({ hasText: label });
  await expect(item).toContainText(t("en", "watchers.state.active"));
  await expect(item).toContainText("alice");

  // A fresh browser context: no session, only the link.
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto(url);
  await expect(watcher.getByTestId("watched-account")).toHaveText("alice");
  const tabs = watcher.getByRole("navigation", { name: t("en", "app.sections") });
  await expect(tabs.getByRole("link")).toHaveText([
    t("en", "nav.dashboard"),
    t("en", "nav.workers"),
    t("en", "nav.payments"),
  ]);
  await expect(watcher.getByText(t("en", "app.readOnly"))).toBeVisible();
  await expect(watcher.getByRole("link", { name: t("en", "nav.settings") })).toHaveCount(0);
  await tabs.getByRole("link", { name: t("en", "nav.workers") }).click();
  await expect(watcher).toHaveURL(/\/watch\/[\w-]+\/workers$/);
  await expect(watcher.getByTestId("status-all")).toBeVisible();
  await tabs.getByRole("link", { name: t("en", "nav.payments") }).click();
  await expect(watcher).toHaveURL(/\/watch\/[\w-]+\/payments$/);
  await expect(watcher.getByRole("button", { name: t("en", "payments.export.open") })).toBeVisible();
  // Anything outside the watch area needs a session.
  await watcher.goto("/settings");
  await expect(watcher).toHaveURL(login);

  // The owner sees the use, then revokes the link after confirming.
  await page.reload();
  await expect(item).not.toContainText(t("en", "watchers.list.notUsed"));
  await item.getByRole("button", { name: t("en", "watchers.revoke.action") }).click();
  const dialog = page.getByTestId("modal");
  await expect(dialog).toContainText(t("en", "watchers.revoke.title"));
  await dialog.getByRole("button", { name: t("en", "watchers.revoke.confirm") }).click();
  await expect(item).toContainText(t("en", "watchers.state.revoked"));

  // A revoked link goes to main, then sign-in, saying the link is invalid or expired.
  await watcher.goto(url);
  await expect(watcher).toHaveURL(/\/auth\/login\?(.*&)?notice=watch_link_invalid/);
  await expect(watcher.getByText(t("en", "watchers.watch.linkInvalid"))).toBeVisible();
  await watcherContext.close();
});
