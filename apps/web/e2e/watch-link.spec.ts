import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

const api = "/api/backend/v0.1";
const whoami = "/identity/sessions/whoami";

test("a watch link asks no session, and once revoked says it is invalid or expired", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const identity = (await (await page.request.get(`${api}/identity`)).json()) as { user: { id: string } };
  const created = await page.request.post(`${api}/identity/${identity.user.id}/watchers`, {
    data: { label: `Watch link e2e ${Date.now().toString(36)}`, expires_at: null },
  });
  expect(created.ok()).toBe(true);
  const { url, token } = (await created.json()) as { url: string; token: string };

  // A fresh browser opens the link: the watch pages load without a single whoami (no 401 in the console).
  const context = await browser.newContext();
  const watcher = await context.newPage();
  const asked: string[] = [];
  watcher.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(whoami)) asked.push(request.url());
  });
  await watcher.goto(new URL(url).pathname);
  await expect(watcher.getByTestId("watched-account")).toHaveText("alice");
  await expect(watcher.getByTestId("tile-hashrate-15m")).toBeVisible();
  const tabs = watcher.getByRole("navigation", { name: t("en", "app.sections") });
  await tabs.getByRole("link", { name: t("en", "nav.workers") }).click();
  await expect(watcher).toHaveURL(/\/watch\/[\w-]+\/workers$/);
  await watcher.reload();
  await expect(watcher.getByTestId("watched-account")).toHaveText("alice");
  expect(asked).toEqual([]);

  // Revoked, the same link lands on the sign-in page saying why.
  const revoked = await page.request.delete(`${api}/identity/${identity.user.id}/watchers/${token}`);
  expect(revoked.status()).toBe(204);
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto(new URL(url).pathname);
  await expect(visitor).toHaveURL(/\/auth\/login/);
  await expect(visitor.getByText(t("en", "watchers.watch.linkInvalid"))).toBeVisible();
  await context.close();
  await fresh.close();
});

test("a made-up watch link says, in the visitor's language, that it is invalid or expired", async ({
  browser,
}) => {
  for (const [language, locale] of [
    ["en", "en-US"],
    ["ru", "ru-RU"],
    ["cn", "zh-CN"],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/watch/not-a-real-token/workers");
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByText(t(language, "watchers.watch.linkInvalid"))).toBeVisible();
    await context.close();
  }
});
