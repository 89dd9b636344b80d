import { expect, type Page, test } from "@playwright/test";
import {
  accountName,
  chooseName,
  freshTotp,
  newEmail,
  PASSWORD,
  registerAndVerify,
  setUpTwoFactor,
  signIn,
} from "./identity-helpers";
import { t } from "./locales";

test.setTimeout(120_000);

/** Well-known valid Bitcoin mainnet addresses: bech32 (P2WPKH), P2SH, P2PKH. */
const BECH32 = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
const P2SH = "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy";

const pauseText = new RegExp(
  `^${t("en", "wallet.paused").replace("{{time}}", ".+").replace(/[()]/g, "\\$&")}$`,
);

async function saveAddress(page: Page, address: string): Promise<void> {
  await page.getByLabel(t("en", "wallet.form.label")).fill(address);
  await page.getByRole("button", { name: t("en", "wallet.form.save") }).click();
}

test("a miner sets a payout address: a wrong one is refused under the field, a good one pauses payouts", async ({
  page,
  request,
}) => {
  await registerAndVerify(page, request, newEmail("wallet"));
  await chooseName(page, accountName("wallet"));
  await page.goto("/settings");
  const wallet = page.getByTestId("wallet-settings");
  await expect(wallet.getByText(t("en", "wallet.current.none"))).toBeVisible();
  await expect(page.getByTestId("payout-pause")).toHaveCount(0);

  // A wrong address is said as typed, and Save stays disabled.
  await page.getByLabel(t("en", "wallet.form.label")).fill("bc1qnotavalidaddress");
  await expect(wallet.getByRole("alert")).toHaveText(t("en", "errors.fields.invalid_crypto_address"));
  await expect(page.getByRole("button", { name: t("en", "wallet.form.save") })).toBeDisabled();
  await expect(page.getByTestId("payout-pause")).toHaveCount(0);

  await saveAddress(page, BECH32);
  await expect(page.getByTestId("payout-pause")).toHaveText(pauseText);
  await expect(page.getByTestId("wallet-address")).toHaveText(BECH32);
  await expect(page.getByTestId("wallet-history-item")).toHaveCount(1);
  await expect(page.getByTestId("wallet-history-item")).toContainText(t("en", "wallet.history.current"));

  // The notice stays while the pause lasts: it comes from the wallet itself after a reload.
  await page.reload();
  await expect(page.getByTestId("payout-pause")).toHaveText(pauseText);

  // A minimum payment in BTC, sent as satoshis; the maximum says that 0 is no limit.
  const min = page.getByLabel(t("en", "wallet.limits.min"));
  await min.fill("0.0025");
  await page
    .getByTestId("wallet-min-payment")
    .getByRole("button", { name: t("en", "wallet.limits.save") })
    .click();
  await expect(page.getByText(t("en", "wallet.limits.minSaved"))).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(t("en", "wallet.limits.min"))).toHaveValue("0.00250000");
  await expect(page.getByText(t("en", "wallet.limits.noLimit"))).toBeVisible();
});

test("with two-factor on, saving an address asks for the code in the dialog, then saves it", async ({
  browser,
  request,
}) => {
  const used = new Set<string>();
  const email = newEmail("wallet2fa");
  const first = await browser.newContext();
  const page = await first.newPage();
  await registerAndVerify(page, request, email);
  await chooseName(page, accountName("walletmfa"));
  await page.goto("/settings");
  await expect(page.getByTestId("wallet-settings")).toBeVisible();

  // A second browser turns two-factor on: the first one keeps an aal1 session of an identity that has it.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const secret = await setUpTwoFactor(other, used);

  await saveAddress(page, P2SH);
  const dialog = page.getByTestId("two-factor-dialog");
  await expect(dialog).toBeVisible();
  const code = dialog.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await code.fill(await freshTotp(secret, used));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("payout-pause")).toHaveText(pauseText);
  await expect(page.getByTestId("wallet-address")).toHaveText(P2SH);
  await expect(dialog).toHaveCount(0);
  await first.close();
  await second.close();
});
