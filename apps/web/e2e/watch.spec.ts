import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { ingestShares, steadyShares } from "./ingest-helpers";
import { t } from "./locales";

const login = /\/auth\/login(\?flow=[\w-]+)?$/;
const api = "/api/backend/v0.1";

test("a watcher link in a fresh browser sees the dashboard and the workers, read-only, and nothing else", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const p = `wt${Date.now().toString(36)}`;
  await ingestShares(request, "alice", steadyShares(`${p}-rig`, 20, 10, (40e12 * 10) / 2 ** 32));
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // The owner's screen is covered by watchers.spec.ts; here the link is made through the API with the session.
  const identity = (await (await page.request.get(`${api}/identity`)).json()) as { user: { id: string } };
  const created = await page.request.post(`${api}/identity/${identity.user.id}/watchers`, {
    data: { label: `Watch e2e ${p}`, expires_at: null },
  });
  expect(created.ok()).toBe(true);
  const { url, token, miners } = (await created.json()) as {
    url: string;
    token: string;
    miners: { id: string }[];
  };

  const context = await browser.newContext();
  const watcher = await context.newPage();
  await watcher.goto(new URL(url).pathname);
  await expect(watcher.getByTestId("watched-account")).toHaveText("alice");
  const tabs = watcher.getByRole("navigation", { name: t("en", "app.sections") });
  await expect(tabs.getByRole("link")).toHaveText([
    t("en", "nav.dashboard"),
    t("en", "nav.workers"),
    t("en", "nav.payments"),
  ]);
  // Nothing of the signed-in app: no sidebar, no settings, no account menu.
  await expect(watcher.getByRole("link", { name: t("en", "nav.settings") })).toHaveCount(0);
  await expect(watcher.getByTestId("user-menu")).toHaveCount(0);
  await expect(watcher.getByTestId("tile-hashrate-15m")).toBeVisible();

  // The workers, read-only: the list, search and sorting work; the detail opens.
  await tabs.getByRole("link", { name: t("en", "nav.workers") }).click();
  await expect(watcher).toHaveURL(/\/watch\/[\w-]+\/workers$/);
  await watcher.getByLabel(t("en", "workers.search.label")).fill(p);
  await expect(watcher.getByTestId("worker-name")).toHaveText([`${p}-rig`]);
  await watcher.getByTestId("worker-name").click();
  await expect(watcher.getByTestId("worker-detail-title")).toHaveText(`${p}-rig`);
  await watcher.keyboard.press("Escape");
  await expect(watcher.getByRole("button", { name: /delete|remove|edit/i })).toHaveCount(0);

  // Writes with the token are refused whatever the route; the rest of the app needs a session.
  const headers = { "X-Watcher-Token": token };
  const minerId = miners[0]?.id ?? "";
  const rename = await context.request.put(`${api}/miners/${minerId}/title`, {
    headers,
    data: { title: "x" },
  });
  expect(rename.status()).toBe(403);
  expect(((await rename.json()) as { code: string }).code).toBe("access_denied");
  const link = await context.request.post(`${api}/miners/${minerId}/watchers`, {
    headers,
    data: { label: "x" },
  });
  expect(link.status()).toBe(403);
  for (const path of ["/settings", "/workers", "/payments"]) {
    await watcher.goto(path);
    await expect(watcher).toHaveURL(login);
  }
  await context.close();
});
