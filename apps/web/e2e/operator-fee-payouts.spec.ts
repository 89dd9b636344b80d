import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

type Language = "en" | "ru";

// Sign-in, two lists, a breakdown and the settings page: more than the default 30 s on a loaded machine.
test.setTimeout(120_000);
/** The first sight of a page's data: the machine may be busy with other suites. */
const loaded = { timeout: 30_000 };

/** Valid Bitcoin mainnet addresses, one per run (each run sets the demo operator's address anew). */
const addresses = {
  "en-1280": "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  "en-390": "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
  "ru-1280": "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
  "ru-390": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
} as const;

/** A BTC figure as shown ("+0.00012345", "0,00012345") -> integer satoshis (always 8 decimals on screen). */
const satsOf = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function checkNoOverflow(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * The demo Control Hub (northhub, its owner operator@pithead.test): its own payments list its fee income per
 * settlement day; a day opens to the fee per customer, which adds up to the row; its settings pay that income
 * out to an address it sets, with the minimum payment's bounds and forecast.
 */
async function checkFeePayouts(page: Page, language: Language, width: 1280 | 390) {
  await signIn(page, "operator@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible(loaded);

  await page.goto("/payments");
  await page.getByRole("button", { name: t(language, "payments.scope.own") }).click();
  await expect(page).toHaveURL(/[?&]scope=own/);
  const feeRows = page.locator('[data-testid="payment-row"][data-type="operator_fee"]');
  await expect(feeRows.first()).toBeVisible(loaded);
  await expect(feeRows.first().getByTestId("payment-type")).toHaveText(
    t(language, "payments.types.operator_fee"),
  );
  const rowSats = satsOf(await feeRows.first().getByTestId("payment-amount").textContent());
  expect(rowSats).toBeGreaterThan(0);

  // The day opens from the keyboard to the fee per customer; the customers' fees add up to the row.
  const open = feeRows.first().getByTestId("payment-expand");
  await expect(open).toHaveAccessibleName(t(language, "payments.feeIncome.show"));
  await open.focus();
  await page.keyboard.press("Enter");
  const breakdown = page.getByTestId("fee-income-breakdown");
  await expect(breakdown).toBeVisible(loaded);
  await expect(open).toHaveAttribute("aria-expanded", "true");
  await expect(open).toHaveAccessibleName(t(language, "payments.feeIncome.hide"));
  await expect(breakdown.getByTestId("fee-income-customer").first()).toBeVisible();
  const fees = (await breakdown.getByTestId("fee-income-fee").allTextContents()).map(satsOf);
  expect(fees).toEqual([...fees].sort((a, b) => b - a));
  expect(fees.reduce((sum, fee) => sum + fee, 0)).toBe(rowSats);
  expect(satsOf(await breakdown.getByTestId("fee-income-total").textContent())).toBe(rowSats);
  await checkNoOverflow(page, width);
  await page.screenshot({ path: `/tmp/opfee-${language}-${width}-payments.png`, fullPage: true });

  // The fee income's wallet in the operator's settings: a payout address pauses payouts for a day.
  await page.goto("/settings");
  await expect(page.getByText(t(language, "wallet.operator.text"))).toBeVisible(loaded);
  const wallet = page.getByTestId("wallet-settings");
  await expect(wallet).toHaveAttribute("data-owner", "operator");
  const address = addresses[`${language}-${width}`];
  await page.getByLabel(t(language, "wallet.form.label")).fill(address);
  await page.getByRole("button", { name: t(language, "wallet.form.save") }).click();
  await expect(page.getByTestId("payout-pause")).toBeVisible(loaded);
  await expect(page.getByTestId("wallet-address")).toHaveText(address);

  // The minimum: a forecast beside it; above the pool's ceiling it is refused as typed.
  await expect(wallet.getByTestId("min-payment-forecast")).toBeVisible();
  const min = page.getByLabel(t(language, "wallet.limits.min"));
  const minForm = page.getByTestId("wallet-min-payment");
  await min.fill("100");
  await expect(minForm.getByRole("alert")).toHaveText(t(language, "errors.fields.max_threshold"));
  await expect(minForm.getByRole("button", { name: t(language, "wallet.limits.save") })).toBeDisabled();
  await expect(wallet.getByTestId("min-payment-forecast")).toHaveCount(0);
  await min.fill("0.001");
  await expect(minForm.getByRole("alert")).toHaveCount(0);
  await expect(wallet.getByTestId("min-payment-forecast")).toBeVisible();
  await checkNoOverflow(page, width);
  await page.screenshot({ path: `/tmp/opfee-${language}-${width}-settings.png`, fullPage: true });
}

test.describe("a Control Hub's fee income payouts", () => {
  test("at 1280 px in English: fee per day, a day's customers, a payout address", async ({ page }) => {
    await checkFeePayouts(page, "en", 1280);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("at 390 px in English", async ({ page }) => {
      await checkFeePayouts(page, "en", 390);
    });
  });

  test.describe("in Russian", () => {
    test.use({ locale: "ru-RU" });
    test("at 1280 px in Russian", async ({ page }) => {
      await checkFeePayouts(page, "ru", 1280);
    });
    test.describe("on a phone", () => {
      test.use({ viewport: { width: 390, height: 844 } });
      test("at 390 px in Russian", async ({ page }) => {
        await checkFeePayouts(page, "ru", 390);
      });
    });
  });
});
