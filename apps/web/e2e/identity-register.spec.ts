import { expect, test } from "@playwright/test";
import { accountName, chooseName, newEmail, PASSWORD, registerAndVerify, signIn } from "./identity-helpers";

test("registration is refused without the terms", async ({ page }) => {
  await page.goto("/auth/registration");
  await page.locator('input[name="traits.email"]').fill(newEmail("noterms"));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="method"][value="password"]').click();
  const terms = page.locator('input[name="traits.terms_agreed"]');
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[id="flow-traits.terms_agreed-messages"]')).toHaveText("Should not be blank");
  await expect(page).toHaveURL(/\/auth\/registration/);
});

test("registration checks the e-mail and the password as they are typed", async ({ page }) => {
  await page.goto("/auth/registration");
  const email = page.locator('input[name="traits.email"]');
  const password = page.locator('input[name="password"]');
  const submit = page.locator('button[name="method"][value="password"]');
  await email.fill("alice");
  await expect(page.locator('[id="flow-traits.email-messages"]')).toHaveText(
    '"alice" is not a valid e-mail address.',
  );
  await expect(submit).toBeDisabled();
  await email.fill(newEmail("typing"));
  await expect(submit).toBeEnabled();
  await password.fill("Ab1!");
  await expect(page.locator("#flow-password-messages")).toHaveText(
    "The password must be at least 8 characters long, but got 4.",
  );
  await expect(submit).toBeDisabled();
  await password.fill("");
  await password.blur();
  await expect(page.locator("#flow-password-messages")).toHaveText("Should not be blank");
  await password.fill(PASSWORD);
  await expect(submit).toBeEnabled();
});

test("register, verify the e-mail, sign out, sign in, choose a name, land on the dashboard", async ({
  page,
  request,
}) => {
  const email = newEmail("reg");
  await registerAndVerify(page, request, email);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\/name/);
  await chooseName(page, accountName("reg"));
  await expect(page).toHaveURL(/\/$/);
});

test("wrong credentials show the identity message above the form", async ({ page }) => {
  await signIn(page, newEmail("nobody"), PASSWORD);
  await expect(page.locator('[data-message-id="4000006"]')).toBeVisible();
});
