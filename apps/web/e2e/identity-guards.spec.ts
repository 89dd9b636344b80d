import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, newEmail, registerAndVerify, signIn } from "./identity-helpers";

test("a signed-in user without accounts goes to the name step", async ({ page, request }) => {
  await registerAndVerify(page, request, newEmail("noname"));
  await page.goto("/payments");
  await expect(page).toHaveURL(/\/auth\/name$/);
});

test("the platform account opens /platform and has no guarded pages: they send it to /platform", async ({
  page,
}) => {
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/platform");
  await expect(page).toHaveURL(/\/platform$/);
  await page.goto("/workers");
  await expect(page).toHaveURL(/\/platform$/);
});

test("a miner cannot open the platform area; a pool account opens every guarded page", async ({
  browser,
}) => {
  // Two sign-ins and six full page loads, each waiting for `load` (which now includes the page's preloaded
  // chunks and translations): 24-30 s on the suite's two workers, against the 30 s default.
  test.slow();
  const miner = await (await browser.newContext()).newPage();
  await signIn(miner, "miner@pithead.test", DEMO_PASSWORD);
  await expect(miner.getByTestId("user-menu")).toBeVisible();
  await miner.goto("/platform");
  await expect(miner).toHaveURL(/\/$/);

  const pool = await (await browser.newContext()).newPage();
  await signIn(pool, "pool@pithead.test", DEMO_PASSWORD);
  await expect(pool.getByTestId("user-menu")).toBeVisible();
  // Referrals are a miner's (the route table): a pool account has its other guarded pages.
  for (const path of ["/workers", "/payments", "/transfers", "/access-control"]) {
    await pool.goto(path);
    await expect(pool).toHaveURL(new RegExp(`${path}$`));
  }
});

test("the operator's branded sign-in: an unknown operator is not found", async ({ page }) => {
  await page.goto("/no-such-operator-title/auth");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
