import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

type Language = "en" | "ru";
type Customer = {
  miner_id: string;
  account_name: string;
  days: number;
  credited: number;
  rub_value: string;
  days_without_price: number;
};
type OperatorReport = {
  month: string;
  deadline: string;
  complete: boolean;
  customers: Customer[];
  totals: { credited: number; rub_value: string; days_without_price: number };
};

/** "YYYY-MM" of the current UTC month shifted by `delta` months. */
function monthFromNow(delta: number): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** A figure as shown ("1,234.56789012 BTC", "1 234,56 ₽", "12") -> its plain decimal ("1234.56789012"). */
const plain = (text: string | null, language: Language) =>
  (language === "ru"
    ? (text ?? "").replace(/[\s\u00a0\u202f]/g, "").replace(",", ".")
    : (text ?? "").replace(/[,\s]/g, "")
  ).replace(/BTC|₽/g, "");

/** Satoshis as a plain BTC decimal with 8 places, without floats. */
const btcOf = (sats: number) => `${Math.floor(sats / 1e8)}.${String(sats % 1e8).padStart(8, "0")}`;

/** The demo Control Hub's customers (apps/server/src/db/seed/demo.ts), which earn every day of the demo month. */
const demoCustomers = ["northhub01", "northhub02", "northhub03"];

async function checkNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function checkOperatorReport(page: Page, language: Language, width: number) {
  const previous = monthFromNow(-1);
  await signIn(page, "operator@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // The page opens on the previous month: the answer it shows (and the operator's route) is this one.
  const answer = page.waitForResponse(
    (r) => /\/operators\/[^/]+\/mining-report\?/.test(r.url()) && r.url().endsWith(`month=${previous}`),
  );
  await page.goto("/mining-report");
  await expect(
    page.getByRole("heading", { level: 1, name: t(language, "pages.miningReport.title") }),
  ).toBeVisible();
  const month = page.getByLabel(t(language, "operatorReport.month"), { exact: true });
  await expect(month).toHaveValue(previous);
  await expect(page.getByTestId("operator-report-row").first()).toBeVisible();

  // The current month, then back to the previous one: the picker drives the query and the address.
  await month.selectOption(monthFromNow(0));
  await expect(page).toHaveURL(new RegExp(`[?&]month=${monthFromNow(0)}`));
  await expect(page.getByTestId("operator-report-status")).toHaveAttribute("data-complete", "false");
  await month.selectOption(previous);
  const shown = await answer;
  const url = new URL(shown.url());
  const shownCount = ((await shown.json()) as { data: OperatorReport }).data.customers.length;
  await expect(page).toHaveURL(new RegExp(`[?&]month=${previous}`));
  await expect(page.getByTestId("operator-report-status")).toHaveAttribute("data-complete", "true");
  await expect(page.getByTestId("operator-report-incomplete")).toHaveCount(0);

  // The same figures as the API gives the signed-in operator for that month.
  const report = (await page.evaluate(
    async (path) =>
      ((await (await fetch(path, { credentials: "include" })).json()) as { data: unknown }).data,
    url.pathname + url.search,
  )) as OperatorReport;
  expect(report.month).toBe(previous);
  const earning = report.customers.filter((c) => demoCustomers.includes(c.account_name));
  expect(earning.map((c) => c.account_name).sort()).toEqual(demoCustomers);
  for (const customer of earning) expect(customer.credited).toBeGreaterThan(0);
  // Every customer of the answer the table shows has a row (other specs may add customers meanwhile).
  await expect(page.getByTestId("operator-report-row")).toHaveCount(shownCount);
  for (const customer of earning) {
    const row = page.locator(`[data-testid="operator-report-row"][data-miner-id="${customer.miner_id}"]`);
    await expect(row.getByTestId("operator-report-account")).toHaveText(customer.account_name);
    await expect(row.getByTestId("operator-report-btc")).toHaveText(/\d[.,]\d{8} BTC$/);
    expect(plain(await row.getByTestId("operator-report-btc").textContent(), language)).toBe(
      btcOf(customer.credited),
    );
    expect(plain(await row.getByTestId("operator-report-rub").textContent(), language)).toBe(
      customer.rub_value,
    );
    expect(plain(await row.getByTestId("operator-report-days").textContent(), language)).toBe(
      String(customer.days),
    );
    expect(plain(await row.getByTestId("operator-report-missing").textContent(), language)).toBe(
      String(customer.days_without_price),
    );
  }
  expect(plain(await page.getByTestId("operator-report-total-btc").textContent(), language)).toBe(
    btcOf(report.totals.credited),
  );
  expect(plain(await page.getByTestId("operator-report-total-rub").textContent(), language)).toBe(
    report.totals.rub_value,
  );
  expect(report.totals.credited).toBe(report.customers.reduce((sum, c) => sum + c.credited, 0));
  await expect(page.getByTestId("operator-report-deadline")).toContainText("20");
  await checkNoOverflow(page, width);
  await page.screenshot({ path: `/tmp/opA-${language}-${width}.png`, fullPage: true });

  // One customer's full report, linkable, and back to the month.
  const first = earning.find((c) => c.account_name === "northhub01") as Customer;
  await page
    .getByRole("link", {
      name: t(language, "operatorReport.table.openLabel").replace("{{account}}", "northhub01"),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]customer=${first.miner_id}`));
  await expect(page.getByTestId("mining-report-account")).toContainText("northhub01");
  await expect(page.getByTestId("mining-report-day").first()).toBeVisible();
  expect(plain(await page.getByTestId("mining-report-total-btc").textContent(), language)).toBe(
    btcOf(first.credited),
  );
  await checkNoOverflow(page, width);
  await page.screenshot({ path: `/tmp/opA-${language}-${width}-customer.png`, fullPage: true });
  await page.getByRole("link", { name: t(language, "operatorReport.customer.back") }).click();
  await expect(page).not.toHaveURL(/customer=/);
  await expect(page.getByTestId("operator-report-row").first()).toBeVisible();
  await expect(page.getByLabel(t(language, "operatorReport.month"), { exact: true })).toHaveValue(previous);
}

test.describe("the Control Hub's monthly mining report", () => {
  test("the operator's previous month at 1280 px in English: customers, totals, one customer's report", async ({
    page,
  }) => {
    await checkOperatorReport(page, "en", 1280);
  });

  test.describe("in Russian on a phone", () => {
    test.use({ locale: "ru-RU", viewport: { width: 390, height: 844 } });
    test("the operator's previous month at 390 px in Russian: cards, totals, one customer's report", async ({
      page,
    }) => {
      await checkOperatorReport(page, "ru", 390);
    });
  });
});
