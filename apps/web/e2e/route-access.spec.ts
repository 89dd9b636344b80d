import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/**
 * The route table (issue 42 items 1, 2): each account type opens only its routes, a refused visitor lands on its
 * main before the page renders (a platform account's main is /platform), and the menu lists what opens. One
 * signed-in context per account, the tests of different accounts in parallel.
 */
// Each test signs in once and visits a few pages: under load (2 cores, other suites) over the default 30 s.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

const menu = (page: Page) => page.getByRole("navigation", { name: t("en", "app.navigation") });
/** The menu's entries, as their labels. */
const entries = async (page: Page) =>
  (await menu(page).getByRole("link").allTextContents()).map((s) => s.trim());
const label = (key: string) => t("en", `nav.${key}`);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  return page;
}

test("a miner is sent from the platform's promo codes to main, never seeing their form", async ({
  browser,
}) => {
  const page = await signedIn(browser, "miner@pithead.test");
  const promoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/platform/promocodes")) promoRequests.push(request.url());
  });
  for (const path of ["/promocodes", "/promocodes/create"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("heading", { level: 1, name: t("en", "pages.dashboard.title") }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: t("en", "promocodes.list.create") })).toHaveCount(0);
    await expect(
      page.getByRole("heading", { level: 1, name: t("en", "pages.createPromocode.title") }),
    ).toHaveCount(0);
  }
  // Refused in the loader: the page never asked the server for the platform's codes.
  expect(promoRequests).toEqual([]);
  const miner = await entries(page);
  expect(miner).toEqual(
    expect.arrayContaining([
      label("dashboard"),
      label("payments"),
      label("profitSharing"),
      label("referrals"),
    ]),
  );
  for (const key of ["customers", "users", "platform", "promocodes"]) expect(miner).not.toContain(label(key));
  await page.context().close();
});

test("the platform account lands on /platform, its menu without a dashboard, tax calculator or mining report", async ({
  browser,
}) => {
  const page = await signedIn(browser, "platform@pithead.test");
  await expect(page).toHaveURL(/\/platform$/);
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.platform.title") })).toBeVisible();
  const platform = await entries(page);
  expect(platform).toEqual(
    expect.arrayContaining([label("platform"), label("promocodes"), label("settings"), label("faq")]),
  );
  for (const key of ["dashboard", "taxCalculator", "miningReport", "workers", "payments", "transfers"]) {
    expect(platform).not.toContain(label(key));
  }
  // Main, and a miner's page, send it back to its own main before anything of theirs renders.
  for (const path of ["/", "/tax-calculator", "/mining-report", "/profit-sharing"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/platform$/);
    await expect(page.getByText(t("en", "pages.dashboard.empty"))).toHaveCount(0);
  }
  // Its promo codes, with the link to a new one (the owner may manage the platform's settings).
  await page.goto("/promocodes");
  await expect(page.getByRole("link", { name: t("en", "promocodes.list.create") })).toBeVisible();
  await page.context().close();
});

test("a Control Hub operator's menu holds its customers, not a miner's pages; /transfers speaks to it", async ({
  browser,
}) => {
  const page = await signedIn(browser, "operator@pithead.test");
  await expect(page).toHaveURL(/\/$/);
  const operator = await entries(page);
  expect(operator).toEqual(
    expect.arrayContaining([label("dashboard"), label("customers"), label("payments"), label("transfers")]),
  );
  for (const key of ["profitSharing", "referrals", "users", "platform", "promocodes"]) {
    expect(operator).not.toContain(label(key));
  }
  await page.goto("/profit-sharing");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/transfers");
  await expect(
    page.getByRole("heading", { name: t("en", "payments.transfers.single.operator.title") }),
  ).toBeVisible();
  await expect(page.getByText(t("en", "payments.transfers.single.title"), { exact: true })).toHaveCount(0);
  await page.context().close();
});

test("a miner's viewer has no money page: menu and routes", async ({ browser }) => {
  const page = await signedIn(browser, "viewer@pithead.test");
  const viewer = await entries(page);
  expect(viewer).toEqual(expect.arrayContaining([label("dashboard"), label("workers"), label("settings")]));
  for (const key of [
    "payments",
    "transfers",
    "profitSharing",
    "referrals",
    "taxCalculator",
    "miningReport",
  ]) {
    expect(viewer).not.toContain(label(key));
  }
  for (const path of ["/payments", "/mining-report", "/tax-calculator", "/profit-sharing"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.context().close();
});
