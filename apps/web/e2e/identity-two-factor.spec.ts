import { expect, test } from "@playwright/test";
import {
  accountName,
  chooseName,
  freshTotp,
  newEmail,
  PASSWORD,
  registerAndVerify,
  setUpTwoFactor,
  signIn,
  signOut,
} from "./identity-helpers";

test.setTimeout(120_000);

test("set up TOTP in two steps, then sign in again with the second factor", async ({ page, request }) => {
  const used = new Set<string>();
  const email = newEmail("totp");
  await registerAndVerify(page, request, email);
  await chooseName(page, accountName("totp"));
  await expect(page.getByTestId("two-factor-banner")).toBeVisible();

  const secret = await setUpTwoFactor(page, used);
  await page.goto("/");
  await expect(page.getByTestId("two-factor-banner")).toHaveCount(0);

  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/login\?.*aal=aal2/);
  await page.locator('input[name="totp_code"]').fill(await freshTotp(secret, used));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a product call that needs aal2 opens the dialog and is repeated after the code", async ({
  browser,
  request,
}) => {
  const used = new Set<string>();
  const email = newEmail("aal2");
  const first = await browser.newContext();
  const page = await first.newPage();
  await registerAndVerify(page, request, email);
  await chooseName(page, accountName("aal"));
  await page.goto("/settings");

  // A second browser turns two-factor on: the first one keeps an aal1 session of an identity that has it.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, email, PASSWORD);
  await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const secret = await setUpTwoFactor(other, used);

  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByTestId("two-factor-dialog");
  await expect(dialog).toBeVisible();
  const code = dialog.getByLabel("Authentication code");
  await expect(code).toBeFocused();
  await code.fill("000000");
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  await code.fill(await freshTotp(secret, used));
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("removal-requested")).toBeVisible();
  await first.close();
  await second.close();
});

test("leaving the set-up at the recovery codes leaves a reminder until codes are saved", async ({
  page,
  request,
}) => {
  const used = new Set<string>();
  const email = newEmail("nocodes");
  await registerAndVerify(page, request, email);
  await chooseName(page, accountName("nocodes"));
  await page.goto("/settings?setup=2fa");
  const secret = (await page.getByTestId("text-totp_secret_key").locator("code").textContent())?.trim() ?? "";
  await page.locator('input[name="totp_code"]').fill(await freshTotp(secret, used));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page.getByTestId("recovery-codes")).toBeVisible();
  // Step 2 is not "On" yet; the user leaves without saving the codes.
  await expect(page.getByText(/^On:/)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.goto("/settings");
  const reminder = page.getByTestId("recovery-codes-reminder");
  await expect(reminder).toBeVisible();
  await expect(page.getByText(/^On, no recovery codes/)).toBeVisible();
  await reminder.getByRole("button", { name: "Create recovery codes" }).click();
  await expect(page.getByTestId("recovery-codes")).toBeVisible();
  await page.getByRole("button", { name: "I have saved the codes" }).click();
  await expect(page.getByText(/^On:/)).toBeVisible();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^On:/)).toBeVisible();
  await expect(page.getByTestId("recovery-codes-reminder")).toHaveCount(0);
});
