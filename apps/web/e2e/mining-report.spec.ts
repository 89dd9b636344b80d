import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/** The month before the current one, UTC ("YYYY-MM"): the one a miner files now. */
function previousMonth(): string {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The records of an RFC 4180 file (quoted fields, CRLF). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n") {
      record.push(field.replace(/\r$/, ""));
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

/** "1,234.56789012 BTC" (en) or "1 234,56789012 BTC" (ru) -> "1234.56789012". */
const plainBtc = (text: string, language: "en" | "ru") =>
  (language === "ru" ? text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".") : text.replace(/,/g, ""))
    .replace(/BTC$/, "")
    .trim();

async function checkReport(page: Page, language: "en" | "ru", shot: string) {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/mining-report");
  await expect(
    page.getByRole("heading", { level: 1, name: t(language, "pages.miningReport.title") }),
  ).toBeVisible();
  await page.getByLabel(t(language, "miningReport.month"), { exact: true }).selectOption(previousMonth());
  const rows = page.getByTestId("mining-report-day");
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d[.,]\d{8} BTC/);
  const total = page.getByTestId("mining-report-total-btc");
  await expect(total).toHaveText(/\d[.,]\d{8} BTC$/);
  await expect(page.getByTestId("mining-report-deadline")).toContainText(/20/);
  await expect(page.getByTestId("mining-report-filing")).toContainText(
    t(language, "miningReport.filing.form"),
  );
  await page.screenshot({ path: `/tmp/mr-shots/${shot}.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t(language, "miningReport.download") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`${previousMonth()}\\.csv$`));
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "settlement_day,account,pool,credited_btc,credited_at_utc,btc_rub_price,rub_value,price_source,price_at_utc,payout_address,payout_tx_ids",
  );
  const records = csvRecords(csv).filter((record) => record.length > 1);
  const totalRecord = records.at(-1) ?? [];
  expect(totalRecord[0]).toBe("total");
  expect(totalRecord[3]).toBe(plainBtc((await total.textContent()) ?? "", language));
  expect(records.length - 2).toBe(await rows.count());
}

test.describe("the monthly mining report", () => {
  test("alice's previous month at 1280 px in English: rows, totals and the CSV", async ({ page }) => {
    await checkReport(page, "en", "mining-report-en-1280");
  });

  test.describe("in Russian on a phone", () => {
    test.use({ locale: "ru-RU", viewport: { width: 390, height: 844 } });
    test("alice's previous month at 390 px in Russian: cards, totals and the CSV", async ({ page }) => {
      await checkReport(page, "ru", "mining-report-ru-390");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });
});
