import { readFile } from "node:fs/promises";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { postShares } from "./ingest-helpers";
import { t } from "./locales";

const api = "/api/backend/v0.1";
const dayMs = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - dayMs).toISOString().slice(0, 10);

type Payment = { id: string; amount: number; settlement_day: string | null; type: string };

/** Integer satoshis as BTC with 8 decimals, by string arithmetic (as the page and the file write them). */
const btc = (sats: number) => `${Math.floor(sats / 1e8)}.${String(sats % 1e8).padStart(8, "0")}`;

/**
 * Yesterday's rewards as the platform runs them: a rate in force when there is none yet, then the reward run
 * of yesterday (200, or 409 `reward_already_processed` when the server's own catch-up ran it at start).
 */
async function runYesterdaysRewards(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const rates = (await (await page.request.get(`${api}/platform/rewards/rates`)).json()) as {
    data: { current: unknown };
  };
  if (!rates.data.current) {
    const set = await page.request.put(`${api}/platform/rewards/rates/current`, {
      data: { source: "manual", sats_per_th_day: "1500", effective_from: yesterday },
    });
    expect(set.status()).toBe(200);
  }
  const run = await page.request.post(`${api}/platform/jobs/rewards/run`, { data: { day: yesterday } });
  expect([200, 409]).toContain(run.status());
  if (run.status() === 409) expect((await run.json()).code).toBe("reward_already_processed");
  await context.close();
}

/**
 * Shares of yesterday for alice (the demo history has hers too). Before 09:00 UTC yesterday is open and takes
 * them; after it, the demo has credited yesterday and a settled day refuses the whole batch.
 */
async function sendYesterdaysShares(request: APIRequestContext): Promise<void> {
  const noon = Date.parse(`${yesterday}T12:00:00Z`);
  const shares = Array.from({ length: 60 }, (_, i) => ({
    worker: `e2e-pay-${Date.now().toString(36)}`,
    difficulty: (50e12 * 60) / 2 ** 32,
    accepted: true,
    ts: new Date(noon + i * 60_000).toISOString(),
  }));
  const response = await postShares(request, "alice", shares);
  if (response.status() === 200) return;
  expect(response.status()).toBe(400);
  expect((await response.json()).fields[0]).toEqual({ name: "shares.0.ts", text: "min_threshold" });
}

test("a miner sees yesterday's reward with its figures and exports it in the 7-day CSV", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await sendYesterdaysShares(request);
  await runYesterdaysRewards(browser);

  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const identity = (await (await page.request.get(`${api}/identity`)).json()) as {
    permissions: { id: string; type: string }[];
  };
  const minerId = identity.permissions.find((p) => p.type === "miner")?.id;
  // Yesterday's reward is credited after the day (today, UTC): the date filter is on the time of the payment.
  const listed = await page.request.get(`${api}/miners/${minerId}/payments?type=reward&from=${today}`);
  const rewards = ((await listed.json()) as { data: Payment[] }).data;
  const reward = rewards.find((item) => item.settlement_day === yesterday) as Payment;
  expect(reward.amount).toBeGreaterThan(0);

  // The list, filtered in the address to today's rewards.
  await page.goto("/payments");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.payments.title") })).toBeVisible();
  await page.getByLabel(t("en", "payments.filters.type")).selectOption("reward");
  await page.getByLabel(t("en", "payments.filters.from")).fill(today);
  await expect(page).toHaveURL(new RegExp(`type=reward&from=${today}`));
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${yesterday}T00:00:00Z`),
  );
  const row = page
    .getByTestId("payment-row")
    .filter({ hasText: t("en", "payments.row.settlementDay").replace("{{day}}", day) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("payment-type")).toHaveText(t("en", "payments.types.reward"));
  await expect(row.getByTestId("payment-status")).toHaveText(t("en", "payments.statuses.completed"));
  const shown = `+${btc(reward.amount).replace(/^(\d+)(?=\.)/, (whole) => Number(whole).toLocaleString("en-US"))}`;
  await expect(row.getByTestId("payment-amount")).toHaveText(shown);

  // The day's figures (the row below on a desktop): the net is the amount credited.
  await row.getByTestId("payment-expand").click();
  const figures = page.locator(`#payment-figures-${reward.id}`);
  await expect(figures.getByTestId("reward-net")).toContainText(`${btc(reward.amount)} BTC`);
  await expect(figures.getByTestId("reward-hashrate")).toContainText("TH/s");

  // The 7-day CSV (the default period) holds that reward row.
  await page.getByRole("button", { name: t("en", "payments.export.open") }).click();
  const dialog = page.getByRole("dialog", { name: t("en", "payments.export.title") });
  await expect(dialog.getByLabel(t("en", "payments.export.days7"))).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByTestId("export-download").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  const lines = csv.split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^created_at_utc,settlement_day,type,direction,status,amount_btc,/);
  const line = lines.find((text) => text.split(",")[1] === yesterday && text.split(",")[2] === "reward");
  expect(line?.split(",").slice(1, 6)).toEqual([
    yesterday,
    "reward",
    "incoming",
    "completed",
    btc(reward.amount),
  ]);
  await expect(dialog).toBeHidden();
});

test("a watcher link shows the payments read-only and exports the CSV with its token", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const identity = (await (await page.request.get(`${api}/identity`)).json()) as { user: { id: string } };
  const created = await page.request.post(`${api}/identity/${identity.user.id}/watchers`, {
    data: { label: `Payments e2e ${Date.now().toString(36)}`, expires_at: null },
  });
  expect(created.ok()).toBe(true);
  const { url } = (await created.json()) as { url: string };

  // A fresh browser with no session: every call carries X-Watcher-Token.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const watcher = await context.newPage();
  await watcher.goto(`${new URL(url).pathname}/payments?type=reward`);
  await expect(watcher.getByTestId("payment-cards")).toBeVisible();
  await expect(watcher.getByTestId("payment-row").first()).toBeVisible();
  await watcher.getByRole("button", { name: t("en", "payments.export.open") }).click();
  const sheet = watcher.getByTestId("bottom-sheet");
  await expect(sheet).toBeVisible();
  await sheet.getByLabel(t("en", "payments.export.days30")).check();
  const [download] = await Promise.all([
    watcher.waitForEvent("download"),
    sheet.getByTestId("export-download").click(),
  ]);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toMatch(/^created_at_utc,/);
  expect(csv).toContain(",reward,incoming,completed,");
  await context.close();
});
