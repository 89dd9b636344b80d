import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { ingestShares, steadyShares, type TestShare } from "./ingest-helpers";
import { t } from "./locales";

/** Difficulty of a share every 10 seconds at `th` TH/s. */
const difficultyFor = (th: number) => (th * 1e12 * 10) / 2 ** 32;

/** A worker that sent shares from 60 to 20 minutes ago, then went silent (unavailable after 10 minutes). */
function silentShares(worker: string): TestShare[] {
  const now = Date.now();
  return Array.from({ length: 240 }, (_, i) => ({
    worker,
    difficulty: difficultyFor(20),
    accepted: true,
    ts: new Date(now - 20 * 60_000 - i * 10_000).toISOString(),
  }));
}

const names = (page: Page) => page.getByTestId("worker-name");

test("a miner's workers filter by status, search by name and sort by hashrate both ways", async ({
  page,
  request,
}) => {
  // Ingest, eight list states and a reload: 11 s alone, but 25-32 s beside the every-page spec on the suite's two
  // workers, against the 30 s default.
  test.slow();
  // Names of this run only: the demo miner may have other workers.
  const p = `e2e${Date.now().toString(36)}`;
  const [fast, mid, slow, silent] = ["fast", "mid", "slow", "silent"].map((n) => `${p}-${n}`) as [
    string,
    string,
    string,
    string,
  ];
  const shares = [
    ...steadyShares(fast, 40, 10, difficultyFor(100)),
    ...steadyShares(mid, 40, 10, difficultyFor(50)),
    ...steadyShares(slow, 40, 10, difficultyFor(10)),
    ...silentShares(silent),
  ];
  expect(await ingestShares(request, "alice", shares)).toMatchObject({ accepted: 960, rejected: 0 });

  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/workers");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.workers.title") })).toBeVisible();

  // Search (debounced, on the server) narrows the list to this run's workers; names sort A to Z.
  await page.getByLabel(t("en", "workers.search.label")).fill(p);
  await expect(page).toHaveURL(new RegExp(`[?&]name=${p}`));
  await expect(names(page)).toHaveText([fast, mid, silent, slow]);
  await expect(page.getByTestId("status-count")).toHaveText(["4", "3", "1", "0"]);

  // Status filter.
  await page.getByTestId("status-unavailable").click();
  await expect(page).toHaveURL(/status=unavailable/);
  await expect(names(page)).toHaveText([silent]);
  await expect(page.getByTestId("worker-status")).toHaveText(t("en", "workers.status.unavailable"));
  await page.getByTestId("status-stable").click();
  await expect(names(page)).toHaveText([fast, mid, slow]);
  await page.getByTestId("status-off").click();
  await expect(page.getByText(t("en", "workers.list.noMatchTitle"))).toBeVisible();
  await page.getByTestId("status-all").click();
  await expect(names(page)).toHaveText([fast, mid, silent, slow]);

  // Sort by the 15-minute hashrate: largest first, then the other way; the choice stays in the address.
  await page.getByTestId("sort-hash_rate_15m").click();
  await expect(page).toHaveURL(/sort_by=hash_rate_15m&order=desc/);
  await expect(names(page)).toHaveText([fast, mid, slow, silent]);
  await page.getByTestId("sort-hash_rate_15m").click();
  await expect(names(page)).toHaveText([silent, slow, mid, fast]);
  await page.reload();
  await expect(names(page)).toHaveText([silent, slow, mid, fast]);
  await page.getByTestId("sort-worker_name").click();
  await expect(names(page)).toHaveText([fast, mid, silent, slow]);

  // The uncertainty of a figure: relative error and shares in the tooltip.
  const fastRow = page.getByTestId("worker-row").filter({ hasText: fast });
  await fastRow.getByRole("button", { name: /TH\/s/ }).first().hover();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toContainText(/Hashrate over 15 minutes: \d+\.\d\d TH\/s/);
  await expect(tooltip).toContainText(/Relative error ±\d+(\.\d)?%/);
  await expect(tooltip).toContainText(/Accepted shares: \d+/);

  // The detail: a side panel with the worker's chart and figures.
  await fastRow.getByTestId("worker-name").click();
  const panel = page.getByTestId("modal");
  await expect(panel.getByTestId("worker-detail-title")).toHaveText(fast);
  await expect(panel).toContainText(`alice.${fast}`);
  await expect(panel.getByTestId("hashrate-chart").locator("canvas")).toBeVisible();
  await expect(panel.getByTestId("detail-hashrate-15m")).toContainText(/TH\/s/);
  await panel.getByRole("radio", { name: t("en", "charts.period.P1D") }).check();
  await expect(panel.locator('[data-period="P1D"]')).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/worker=/);
});

test("below 1024 px the workers are cards with a sort field", async ({ page, request }) => {
  const p = `m${Date.now().toString(36)}`;
  await ingestShares(request, "alice", [
    ...steadyShares(`${p}-a`, 20, 10, difficultyFor(5)),
    ...steadyShares(`${p}-b`, 20, 10, difficultyFor(30)),
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto(`/workers?name=${p}`);
  await expect(names(page)).toHaveText([`${p}-a`, `${p}-b`]);
  await expect(page.getByTestId("workers-table")).toHaveCount(0);
  await page.getByLabel(t("en", "workers.sort.label")).selectOption("hash_rate_1h");
  await expect(page).toHaveURL(/sort_by=hash_rate_1h&order=desc/);
  await expect(names(page)).toHaveText([`${p}-b`, `${p}-a`]);
  await page.getByTestId("sort-order").click();
  await expect(names(page)).toHaveText([`${p}-a`, `${p}-b`]);
  await names(page).first().click();
  await expect(page.getByTestId("bottom-sheet")).toContainText(`alice.${p}-a`);
});
