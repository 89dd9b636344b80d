import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { extractText } from "unpdf";
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

type Payment = { type: string; direction: string; amount: number; settlement_day: string | null };

/**
 * The account's reward, profit-sharing and referral payments of the month's settlement days, signed: the
 * ledger's reward postings of the account (each reward entry credits the net and moves the shares out and in; a
 * payment row mirrors each posting).
 */
async function ledgerCredits(page: Page, minerId: string, month: string): Promise<number> {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const from = `${month}-01`;
  const to = new Date(Date.UTC(y, m, 3)).toISOString().slice(0, 10);
  let sum = 0;
  for (let pageNo = 1; ; pageNo++) {
    const res = await page.request.get(`/api/backend/v0.1/miners/${minerId}/payments`, {
      params: { type: "reward,profit_sharing,referral", from, to, per_page: 200, page: pageNo },
    });
    expect(res.status()).toBe(200);
    const rows = (await res.json()).data as Payment[];
    for (const p of rows) {
      expect(["reward", "profit_sharing", "referral"]).toContain(p.type);
      if (p.settlement_day?.startsWith(month)) sum += p.direction === "outgoing" ? -p.amount : p.amount;
    }
    if (rows.length < 200) return sum;
  }
}

async function checkReport(page: Page, language: "en" | "ru", shot: string) {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // The page opens on the previous month: its answer is the report the screen shows.
  const answer = page.waitForResponse((r) => r.url().includes(`mining-report?month=${previousMonth()}`));
  await page.goto("/mining-report");
  await expect(
    page.getByRole("heading", { level: 1, name: t(language, "pages.miningReport.title") }),
  ).toBeVisible();
  await page.getByLabel(t(language, "miningReport.month"), { exact: true }).selectOption(previousMonth());
  const report = (await (await answer).json()).data;
  // The report's total is the ledger's reward postings of the month, to the satoshi.
  expect(report.totals.credited).toBeGreaterThan(0);
  expect(await ledgerCredits(page, report.miner_id, previousMonth())).toBe(report.totals.credited);
  const rows = page.getByTestId("mining-report-day");
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d[.,]\d{8} BTC/);
  // alice gives bob 10 % and earns a referral from carol: a day with them lists its reward, shares and referral
  // income apart.
  const prefix = (key: string) => t(language, `miningReport.days.parts.${key}`).split("{{")[0] ?? "";
  await expect(page.getByTestId("mining-report-part-referral").first()).toContainText(prefix("referral"));
  await expect(page.getByTestId("mining-report-part-sharesGiven").first()).toContainText(
    prefix("sharesGiven"),
  );
  const total = page.getByTestId("mining-report-total-btc");
  await expect(total).toHaveText(/\d[.,]\d{8} BTC$/);
  await expect(page.getByTestId("mining-report-deadline")).toContainText(/20/);
  await expect(page.getByTestId("mining-report-filing")).toContainText(
    t(language, "miningReport.filing.form"),
  );
  await page.screenshot({ path: `/tmp/mr-shots/${shot}.png`, fullPage: true });
  // The demo stores a price every 5 minutes, as production does: each day is valued at the one of its credit
  // (09:00 UTC the next day), so no day is marked stale.
  for (const day of report.days) {
    const age = Date.parse(day.credited_at) - Date.parse(day.rub_price_at);
    expect([day.day, day.rub_price_stale, age >= 0 && age < 300_000]).toEqual([day.day, false, true]);
  }
  await expect(page.getByTestId("mining-report-stale-price")).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t(language, "miningReport.download") }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`${previousMonth()}\\.csv$`));
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "settlement_day,account,pool,credited_btc,reward_btc,shares_given_btc,shares_received_btc,referral_btc,credited_at_utc,btc_rub_price,rub_value,price_source,price_at_utc,stale_price_hours_before_credit,payout_address,payout_tx_ids",
  );
  const records = csvRecords(csv).filter((record) => record.length > 1);
  const totalRecord = records.at(-1) ?? [];
  expect(totalRecord[0]).toBe("total");
  expect(totalRecord[3]).toBe(plainBtc((await total.textContent()) ?? "", language));
  expect(records.length - 2).toBe(await rows.count());

  // The PDF in the page's language: the same days and total.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: t(language, "miningReport.downloadPdf") }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toMatch(new RegExp(`${previousMonth()}\\.pdf$`));
  const pdf = await readFile((await pdfDownload.path()) as string);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  const printed = (btc: string) => (language === "ru" ? btc.replace(".", ",") : btc);
  expect(text).toContain(t(language, "miningReport.pdf.title"));
  expect(text).toContain(printed(totalRecord[3] ?? "missing"));
  for (const day of report.days) expect(text).toContain(day.day);
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
