import { expect, test } from "@playwright/test";
import { accountName, chooseName, newEmail, PASSWORD, registerAndVerify, signIn } from "./identity-helpers";

test("registration is refused without the terms", async ({ page }) => {
  await page.goto("/auth/registration");
  await page.locator('input[name="traits.email"]').fill(newEmail("noterms"));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="method"][value="password"]').click();
  await expect(page.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/registration/);
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
