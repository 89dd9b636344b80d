import {
  formatKopecks,
  type MiningReportYear,
  parseRoubles,
  progressiveTax,
  type TaxYear,
} from "@pithead/contract";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/**
 * `/tax-calculator` with "From my account": the demo miner alice takes the current year's mined income from the
 * account. The figure shown is the API's `totals.rub_value` (fetched again within the page), the tax is the
 * contract's exact figure on it, the months are listed with the source; en at 1280 px and ru at 390 px (each
 * at the other width too), nothing overflows.
 */
const browserLocale = { en: "en-US", ru: "ru-RU" } as const;
const widths = { en: [1280, 390], ru: [390, 1280] } as const;

/** "1,234,567.89 RUB" (en) or "1 234 567,89 ₽" (ru) -> "1234567.89". */
const plainRub = (text: string, language: "en" | "ru") =>
  (language === "ru"
    ? text
        .replace(/[\s\u00a0\u202f]/g, "")
        .replace("₽", "")
        .replace(",", ".")
    : text.replace(/,/g, "").replace(/RUB$/, "")
  ).trim();

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of ["en", "ru"] as const) {
  test.describe(`a miner in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test(`takes the year's mined income from the account in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      const year = new Date().getUTCFullYear() as TaxYear;
      await page.setViewportSize({ width: widths[language][0], height: 900 });
      await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
      await expect(page.getByTestId("user-menu")).toBeVisible();
      for (const width of widths[language]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/tax-calculator");
        await expect(
          page.getByRole("heading", { level: 1, name: t(language, "pages.taxCalculator.title") }),
        ).toBeVisible();
        await expect(page.getByLabel(t(language, "tax.form.year"))).toHaveValue(String(year));
        await page.getByLabel(t(language, "tax.form.otherIncome")).fill("2000000");
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes(`/mining-report/year?year=${year}`)),
          page.getByLabel(t(language, "tax.source.account")).check(),
        ]);
        expect(response.status()).toBe(200);
        // The same figures, asked for again from within the signed-in page.
        const api = await page.evaluate(
          async (url) => ((await (await fetch(url)).json()) as { data: MiningReportYear }).data,
          response.url(),
        );
        expect(api.year).toBe(year);

        const income = page.getByTestId("tax-mined-account");
        await expect(income).not.toHaveText("—");
        expect(plainRub((await income.textContent()) ?? "", language)).toBe(api.totals.rub_value);

        const mined = parseRoubles(api.totals.rub_value);
        if (!mined.ok) throw new Error(`not an amount: ${api.totals.rub_value}`);
        const exact = progressiveTax({
          year,
          otherIncome: 200_000_000n,
          miningIncome: mined.kopecks,
          miningCosts: 0n,
        });
        const tax = page.getByTestId("tax-result-tax");
        await expect(tax).toBeVisible();
        expect(plainRub((await tax.textContent()) ?? "", language)).toBe(formatKopecks(exact.taxOnMining));
        expect(plainRub((await page.getByTestId("tax-result-remaining").textContent()) ?? "", language)).toBe(
          formatKopecks(exact.remaining),
        );

        await expect(page.getByTestId("tax-account-month")).toHaveCount(api.months.length);
        if (api.months.length > 0)
          expect(
            plainRub(
              (await page.getByTestId("tax-account-total").locator("td").last().textContent()) ?? "",
              language,
            ),
          ).toBe(api.totals.rub_value);
        if (api.months.length > 0) {
          // The months stay a table on a phone: it must fit without its own scroll bar.
          const months = page.getByTestId("tax-account-months");
          const fit = await months.evaluate(
            (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
          );
          expect(fit, `the months at ${width} px in ${language}`).toBeLessThanOrEqual(0);
        }
        await expect(page.getByTestId("tax-account-incomplete")).toHaveCount(api.complete ? 0 : 1);
        await expect(page.getByTestId("tax-account-missing-prices")).toHaveCount(
          api.totals.days_without_price > 0 ? 1 : 0,
        );
        const source = page.getByTestId("tax-account-source");
        await expect(source).toContainText(t(language, "tax.account.source"));
        await expect(source.getByRole("link", { name: t(language, "tax.account.link") })).toHaveAttribute(
          "href",
          "/mining-report",
        );
        expect(await overflow(page), `the account's year at ${width} px in ${language}`).toBeLessThanOrEqual(
          0,
        );
        // Back to the top: a full-page shot of a scrolled page draws the fixed header over the content.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: test.info().outputPath(`tax-account-${language}-${width}.png`),
          fullPage: true,
        });
      }
    });
  });
}
