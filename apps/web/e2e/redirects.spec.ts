import { expect, test } from "@playwright/test";
import { t } from "./locales";

/** The sign-in and sign-up pages add their identity flow's id to the address once it is created. */
const flow = "([?&]flow=[\\w-]+)?$";

test("an anonymous visitor on a guarded page lands on login with the query string kept", async ({ page }) => {
  await page.goto("/workers?x=1");
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?x=1${flow}`));
});

test("a promocode on main leads to registration with every query parameter", async ({ page }) => {
  await page.goto("/?promocode=ABC&b=2");
  await expect(page).toHaveURL(new RegExp(`/auth/registration\\?promocode=ABC&b=2${flow}`));
});

test("reg in the query sends an anonymous visitor to registration instead of login", async ({ page }) => {
  await page.goto("/workers?reg=1");
  await expect(page).toHaveURL(new RegExp(`/auth/registration\\?reg=1${flow}`));
});

test("old routes redirect: /miner to main, /operator/customers to customers", async ({ page }) => {
  // Both targets need a session, so an anonymous visitor is sent on to login with the query kept.
  await page.goto("/operator/customers?from=old");
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?from=old${flow}`));
  await page.goto("/miner");
  await expect(page).toHaveURL(new RegExp(`/auth/login${flow}`));
});

test("an unknown path shows the not-found page whose back button leads to main", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: t("en", "errors.frontend.notFound.title") })).toBeVisible();
  await expect(page.getByText(t("en", "errors.frontend.notFound.code"), { exact: true })).toBeVisible();
  await page.getByTestId("not-found-back").click();
  // Main needs a session: an anonymous visitor is sent on from main to login (the unit test of the page
  // shows the button's target is main itself; the signed-in case arrives with identity).
  await expect(page).toHaveURL(new RegExp(`/auth/login${flow}`));
});

test("the watch area without a valid token goes to main (then sign-in), saying why", async ({ page }) => {
  await page.goto("/watch/not-a-token/workers");
  await expect(page).toHaveURL(/\/auth\/login\?(.*&)?notice=watch_link_invalid/);
});

test("an unknown API path answers JSON 404, never the app's HTML", async ({ request }) => {
  const response = await request.get("/api/backend/v0.1/no-such-thing");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({ code: "not_found" });
});

test("the identity error page explains a failed sign-in step and leads back to sign-in", async ({ page }) => {
  await page.goto("/auth/error?id=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: t("en", "auth.identityError.title") })).toBeVisible();
  await expect(page.getByText(t("en", "auth.identityError.unknown"))).toBeVisible();
  await page.getByRole("link", { name: t("en", "auth.identityError.back") }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/login${flow}`));
});
