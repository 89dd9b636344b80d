import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

test("the platform sees a balanced ledger and the demo's rate, and sets a rate from tomorrow", async ({
  page,
}) => {
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/platform");

  const ledger = page.getByTestId("ledger-check");
  await expect(ledger.getByText(t("en", "platform.ledger.ok"), { exact: true })).toBeVisible();
  await expect(ledger.getByTestId("ledger-sum")).toHaveText("0.00000000 BTC");
  // The demo's rate (demo-money.ts), in force from its month of history.
  await expect(page.getByTestId("current-rate")).toContainText(
    t("en", "platform.rates.value").replace("{{rate}}", "52.5"),
  );

  await page.getByLabel(t("en", "platform.rates.rateLabel")).fill("55.125");
  await page.getByLabel(t("en", "platform.rates.from")).fill(tomorrow);
  await page.getByRole("button", { name: t("en", "platform.rates.save") }).click();
  await expect(page.getByText(t("en", "platform.rates.saved"))).toBeVisible();
  const history = page.getByTestId("rate-history");
  const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${tomorrow}T00:00:00Z`),
  );
  await expect(history.getByRole("row").nth(1)).toContainText(day);
  await expect(history.getByRole("row").nth(1)).toContainText(
    t("en", "platform.rates.value").replace("{{rate}}", "55.125"),
  );
  // Today's rate is still the demo's: the new one starts tomorrow.
  await expect(page.getByTestId("current-rate")).toContainText(
    t("en", "platform.rates.value").replace("{{rate}}", "52.5"),
  );
});

test("the platform's owner runs the ledger check now and sees who ran it", async ({ page }) => {
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/platform");
  const status = page.getByTestId("ledger-check").getByRole("status");
  await expect(status).toBeVisible();
  await page.getByRole("button", { name: t("en", "platform.ledger.run") }).click();
  await expect(status).toContainText(
    t("en", "platform.ledger.byUser").replace("{{email}}", "platform@pithead.test"),
  );
  await expect(status).toContainText(t("en", "platform.ledger.ok"));
});

test("a miner cannot open the platform area", async ({ page }) => {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/platform");
  await expect(page.getByTestId("ledger-check")).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/platform$/);
});

test("the platform's owner sees notification delivery: its counts, and every notification delivered", async ({
  page,
}) => {
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/platform");

  const delivery = page.getByTestId("notification-delivery");
  await expect(page.getByRole("heading", { name: t("en", "platform.delivery.title") })).toBeVisible();
  const counts = delivery.getByTestId("outbox-counts");
  for (const key of ["pending", "retrying", "failed", "sent_24h"]) {
    await expect(counts.getByText(t("en", `platform.delivery.counts.${key}`), { exact: true })).toBeVisible();
    await expect(counts.getByTestId(`outbox-count-${key}`)).toHaveText(/^\d[\d,]*$/);
  }
  // The demo has nothing failed or retrying.
  await expect(counts.getByTestId("outbox-count-failed")).toHaveText("0");
  await expect(delivery.getByText(t("en", "platform.delivery.empty"), { exact: true })).toBeVisible();
  await expect(delivery.getByTestId("outbox-row")).toHaveCount(0);

  // The filter asks for failed rows alone: still none.
  await delivery.getByLabel(t("en", "platform.delivery.status")).selectOption({
    label: t("en", "platform.delivery.filters.failed"),
  });
  await expect(
    delivery.getByText(t("en", "platform.delivery.emptyFiltered.failed"), { exact: true }),
  ).toBeVisible();
});
