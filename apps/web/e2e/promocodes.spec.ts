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

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const medium = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

test("a welcome code made by the platform applies at sign-up through /?promocode=, from tomorrow", async ({
  page,
  request,
}) => {
  // Two people's whole journeys (the platform's code, a sign-up with verification, settings): on a busy CI
  // machine this takes most of the default 30 s.
  test.slow();
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

  // The platform makes a welcome code: the fee becomes 0.4 % for 30 days.
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/promocodes/create");
  await page.getByLabel(t("en", "promocodes.fields.code"), { exact: true }).fill(code);
  await page.getByLabel(t("en", "promocodes.fields.type"), { exact: true }).selectOption("welcome");
  await page.getByLabel(t("en", "promocodes.fields.feeType")).selectOption("abs");
  await page.getByLabel(t("en", "promocodes.fields.feeValue")).fill("0.4");
  await page.getByLabel(t("en", "promocodes.fields.durationDays")).fill("30");
  await page.getByRole("button", { name: t("en", "promocodes.form.save") }).click();
  await expect(page.getByText(t("en", "promocodes.form.created").replace("{{code}}", code))).toBeVisible();
  await signOut(page);

  // A new user follows the link, registers, verifies the address and chooses a name.
  const email = newEmail("promo");
  await page.goto(`/?promocode=${code}`);
  await expect(page).toHaveURL(new RegExp(`/auth/registration\\?.*promocode=${code}`));
  await submitRegistration(page, request, email);
  await expect(page.getByTestId("signup-code-pending")).toContainText(code);
  await page.getByLabel("Account name").fill(accountName("promo"));
  await page.getByRole("button", { name: t("en", "auth.name.submit") }).click();

  const outcome = page.getByTestId("signup-code-outcome");
  await expect(outcome).toContainText(`Promo code ${code} applied`);
  await expect(outcome).toContainText("0.4\u00a0%");
  await expect(outcome).toContainText(`from ${medium(tomorrow)}`);
  await page.getByRole("button", { name: t("en", "promocodes.signup.continue") }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Settings: today's fee is still the pool's; the fee periods show the code's from tomorrow.
  await page.goto("/settings");
  await expect(page.getByTestId("current-fee")).toContainText("0.9 %");
  const period = page.getByTestId("fee-period").first();
  await expect(period).toContainText(`Promo code ${code}`);
  await expect(period).toContainText("0.4\u00a0%");
  await expect(period).toContainText(`from ${medium(tomorrow)}`);
});
