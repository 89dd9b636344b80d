import { expect, test } from "@playwright/test";
import {
  accountName,
  DEMO_PASSWORD,
  newEmail,
  signIn,
  signOut,
  submitRegistration,
} from "./identity-helpers";
import { t } from "./locales";

test("alice's referrals show her code with its share link, and carol, whom she referred, masked", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/referrals");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.referrals.title") })).toBeVisible();
  await expect(page.getByTestId("referral-terms")).toContainText("pays nothing extra");

  const code = page.getByTestId("referrer-code").filter({ hasText: "REF-ALCE-DEMO" });
  const link = code.getByTestId("referrer-link");
  await expect(link).toHaveText(/^https?:\/\/[^/]+\/auth\/registration\?promocode=REF-ALCE-DEMO$/);
  await code.getByRole("button", { name: "Copy the link of REF-ALCE-DEMO" }).click();
  await expect(page.getByRole("status").filter({ hasText: t("en", "referrals.codes.copied") })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.textContent());

  const carol = page.getByTestId("referred-miner").filter({ hasText: "ca***l" });
  await expect(carol).toHaveCount(1);
  await expect(carol).toContainText(/\d\.\d{8} BTC/);
  await expect(carol).toContainText(/H\/s/);
  await expect(page.getByText("carol", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("referrals-earned-total")).toHaveText(/^\d+\.\d{8} BTC$/);

  // The owner makes one more code: it comes with its own link.
  const before = await page.getByTestId("referrer-code").count();
  await page.getByRole("button", { name: t("en", "referrals.codes.new") }).click();
  await expect(page.getByTestId("referrer-code")).toHaveCount(before + 1);
  await expect(page.getByTestId("referrer-link").last()).toHaveText(/\/auth\/registration\?promocode=\S+$/);
});

test("a miner who signs up through alice's link appears, masked, in her referrals from tomorrow", async ({
  page,
  request,
}) => {
  const email = newEmail("referred");
  const name = accountName("zqref");
  await page.goto("/auth/registration?promocode=REF-ALCE-DEMO");
  await submitRegistration(page, request, email);
  await page.getByLabel("Account name").fill(name);
  await page.getByRole("button", { name: t("en", "auth.name.submit") }).click();
  await expect(page.getByTestId("signup-code-outcome")).toContainText("Referral code REF-ALCE-DEMO accepted");
  await page.getByRole("button", { name: t("en", "promocodes.signup.continue") }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await signOut(page);

  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/referrals");
  const masked = `${name.slice(0, 2)}***${name.slice(-1)}`;
  const row = page.getByTestId("referred-miner").filter({ hasText: masked });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText("REF-ALCE-DEMO");
  await expect(page.getByText(name, { exact: true })).toHaveCount(0);
});
