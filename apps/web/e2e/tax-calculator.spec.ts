import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/**
 * `/tax-calculator` (the demo pool has `tax_calculator` on): typed-in roubles give the NDFL on the year's scale
 * with every step, in en and ru, at 1280 px and at 390 px (the bracket table becomes cards, nothing overflows).
 * The accountant is a demo user no other spec signs in as, so the language saved to the identity disturbs nobody.
 */
const browserLocale = { en: "en-US", ru: "ru-RU" } as const;
/** The figures of 2,000,000 RUB of other income and 1,000,000 RUB mined, in each language's number format. */
const expected = {
  en: {
    tax: /^142,000\.00 RUB$/,
    rate: /^14\.20 %$/,
    remaining: /^858,000\.00 RUB$/,
    legal: /^175,000\.00 RUB$/,
  },
  ru: { tax: /^142\s000,00 ₽$/, rate: /^14,20 %$/, remaining: /^858\s000,00 ₽$/, legal: /^175\s000,00 ₽$/ },
};

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ mode: "serial" });

for (const language of ["en", "ru"] as const) {
  test.describe(`a browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });

    test(`estimates the tax on mining in ${language} at 1280 px and 390 px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, "accountant@pithead.test", DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/tax-calculator");
        await expect(
          page.getByRole("heading", { level: 1, name: t(language, "pages.taxCalculator.title") }),
        ).toBeVisible();
        await expect(page.getByTestId("tax-disclaimer")).toContainText(t(language, "tax.disclaimer.title"));
        await expect(page.getByTestId("tax-no-result")).toBeVisible();

        await page.getByLabel(t(language, "tax.form.otherIncome")).fill("2 000 000");
        await page.getByLabel(t(language, "tax.form.mined")).fill("1000000");
        const e = expected[language];
        await expect(page.getByTestId("tax-result-tax")).toHaveText(e.tax);
        await expect(page.getByTestId("tax-result-rate")).toHaveText(e.rate);
        await expect(page.getByTestId("tax-result-remaining")).toHaveText(e.remaining);
        await expect(page.getByTestId("tax-bracket")).toHaveCount(5);
        await expect(page.getByTestId("tax-steps").locator("li")).toHaveCount(7);
        await expect(page.getByTestId("tax-monthly")).toHaveCount(4);
        await expect(page.getByTestId("tax-monthly-note")).toBeVisible();
        // Below 1024 px the table's header is only for screen readers: each row is a card of labelled cells.
        const header = page.getByTestId("tax-brackets").locator("thead");
        if (width < 1024) expect((await header.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
        else await expect(header).toBeVisible();
        expect(await overflow(page), `the result at ${width} px in ${language}`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: test.info().outputPath(`tax-${language}-${width}.png`),
          fullPage: true,
        });

        await page.getByLabel(t(language, "tax.entity.legal")).check();
        await expect(page.getByLabel(t(language, "tax.form.otherIncome"))).toHaveCount(0);
        await page.getByLabel(t(language, "tax.form.costs")).fill("300000");
        await expect(page.getByTestId("tax-result-tax")).toHaveText(e.legal);
        await expect(page.getByTestId("tax-costs-rule")).toContainText("282.3");
        expect(await overflow(page), `the legal result at ${width} px in ${language}`).toBeLessThanOrEqual(0);
      }
    });
  });
}
