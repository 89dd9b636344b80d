import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

// Issue 42 item 8: the top bar at 390 px in Russian, a worker card's labels at 390 px, the workers table at
// 1280x800, and the sessions on /settings.

async function open(
  browser: Browser,
  email: string,
  language: "en" | "ru",
  size: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.addInitScript((lng) => localStorage.setItem("pithead.language", lng), language);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible({ timeout: 60_000 });
  return page;
}

/** Whether the element's text is cut (wider than its box). */
const isCut = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent),
    );

test.describe.configure({ timeout: 120_000 });

for (const email of ["miner@pithead.test", "operator@pithead.test", "pool@pithead.test"]) {
  test(`the brand is whole in the 390 px top bar in Russian (${email})`, async ({ browser }) => {
    const page = await open(browser, email, "ru", { width: 390, height: 800 });
    const brand = page.locator("header a[class*='brand']").getByText("Pithead", { exact: true });
    await expect(brand).toBeVisible();
    expect(await isCut(page, "header a[class*='brand'] [class*='name']")).toEqual([]);
    const box = await brand.boundingBox();
    const menu = await page.getByTestId("user-menu").boundingBox();
    expect(box && menu && box.x + box.width <= menu.x).toBe(true);
    await page.context().close();
  });
}

test("a worker card's labels are whole at 390 px in Russian", async ({ browser }) => {
  const page = await open(browser, "miner@pithead.test", "ru", { width: 390, height: 800 });
  await page.goto("/workers");
  await expect(page.getByTestId("worker-name").first()).toBeVisible({ timeout: 60_000 });
  const label = page.locator("dt", { hasText: t("ru", "workers.columns.hash_rate_15m") }).first();
  await expect(label).toBeVisible();
  expect(await isCut(page, "dl dt")).toEqual([]);
  await page.context().close();
});

test("the workers table reaches the bottom of a 1280x800 window, no short box over an empty page", async ({
  browser,
}) => {
  const page = await open(browser, "miner@pithead.test", "en", { width: 1280, height: 800 });
  await page.goto("/workers");
  const table = page.getByTestId("workers-table");
  await expect(page.getByTestId("worker-name").first()).toBeVisible({ timeout: 60_000 });
  const sizes = await table.evaluate((node) => ({
    bottom: node.getBoundingClientRect().bottom,
    height: node.clientHeight,
    scrollHeight: node.scrollHeight,
  }));
  if (sizes.scrollHeight > sizes.height + 1) {
    // More rows than the window holds: the box reaches down to the window's bottom (its padding aside).
    expect(sizes.bottom).toBeGreaterThan(800 - 40);
  } else {
    // Fewer: the box is as tall as its rows, nothing empty inside it.
    expect(sizes.scrollHeight).toBeLessThanOrEqual(sizes.height + 1);
  }
  await page.context().close();
});

test("sessions name this device and sign the others out once, saying how many", async ({ browser }) => {
  test.setTimeout(240_000); // two sign-ins before the page
  const other = await open(browser, "viewer@pithead.test", "en", { width: 1280, height: 800 });
  const page = await open(browser, "viewer@pithead.test", "en", { width: 1280, height: 800 });
  await page.goto("/settings");
  const current = page.getByTestId("session-item").filter({ has: page.getByTestId("session-current") });
  await expect(current).toContainText(t("en", "settings.security.sessions.current"));
  await expect(current).toContainText(/Chrom(e|ium) \d+ on Linux/);
  await expect(page.getByText(/Mozilla\/5\.0/)).toHaveCount(0);
  const signOutOthers = page.getByRole("button", { name: t("en", "settings.security.sessions.revokeAll") });
  await expect(signOutOthers).toHaveCount(1);
  await expect(
    page.getByRole("checkbox", { name: t("en", "settings.security.sessions.revokeAll") }),
  ).toHaveCount(0);
  await signOutOthers.click();
  await expect(page.getByText(/^Signed out of \d+ other sessions?$/)).toBeVisible();
  await expect(page.getByText(t("en", "settings.security.sessions.none"))).toBeVisible();
  await other.context().close();
  await page.context().close();
});
