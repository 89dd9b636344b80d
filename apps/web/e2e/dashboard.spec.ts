import { chartPeriods } from "@pithead/contract";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { ingestShares, steadyShares } from "./ingest-helpers";
import { t } from "./locales";

/** 100 TH/s: a share of difficulty 100e12 x 10 / 2^32 every 10 seconds. */
const difficulty = (100e12 * 10) / 2 ** 32;

test("the miner's dashboard shows its hashrate, switches the four chart periods and copies a stratum address", async ({
  page,
  context,
  request,
}) => {
  const result = await ingestShares(request, "alice", steadyShares("e2e-rig", 40, 10, difficulty));
  expect(result).toMatchObject({ accepted: 240, rejected: 0 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.dashboard.title") })).toBeVisible();
  await expect(page.getByTestId("tile-hashrate-15m")).toContainText(/\d [kMGTPE]?H\/s/); // ours plus the demo farm's
  await expect(page.getByTestId("tile-workers")).toContainText(t("en", "dashboard.tiles.stable"));

  // The chart draws (a canvas) and each period shows the series the server answered for it (the panel carries
  // the answer's period; 1 hour, shown first, comes from the cache).
  const chart = page.getByTestId("hashrate-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  await expect(page.locator('[data-period="PT1H"]')).toBeVisible();
  await expect(page.getByTestId("chart-readout")).toContainText("H/s");
  for (const period of chartPeriods) {
    await page.getByRole("radio", { name: t("en", `charts.period.${period}`) }).check();
    await expect(page.locator(`[data-period="${period}"][data-status="ok"]`)).toBeVisible();
    await expect(chart.locator("canvas")).toBeVisible();
    // 4-hour buckets end at the last complete one, which may hold none of the shares: any rate, in H/s.
    await expect(page.getByTestId("chart-readout")).toContainText(/\d [kMGTPE]?H\/s/);
  }

  // ASIC connection parameters: the pool's stratum addresses, each copied with its button.
  const addresses = page.getByTestId("stratum-address");
  await expect(addresses).toHaveCount(3);
  await expect(addresses.first()).toContainText("stratum+tcp://stratum.pithead.test:3333");
  await addresses
    .first()
    .getByRole("button", { name: t("en", "dashboard.connection.copyAddress") })
    .click();
  await expect(page.getByText(t("en", "dashboard.connection.addressCopied"))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "stratum+tcp://stratum.pithead.test:3333",
  );
  await expect(page.getByText("alice.<worker>")).toBeVisible();
  await expect(page.getByTestId("worker-example")).toContainText(/alice\.[\w.-]+/);
});
