import { expect, type Page, test } from "@playwright/test";
import { t } from "./locales";

const brandOf = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--color-brand").trim().toLowerCase(),
  );

test.describe("a browser in Russian", () => {
  test.use({ locale: "ru-RU" });
  test("sees the app in Russian", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "ru-RU");
    await expect(page.getByTestId("language-picker")).toContainText(t("ru", "language.names.ru"));
    await page.goto("/no/such/page");
    await expect(
      page.getByRole("heading", { name: t("ru", "errors.frontend.notFound.title") }),
    ).toBeVisible();
  });
});

test.describe("a browser in Chinese", () => {
  test.use({ locale: "zh-CN" });
  test("sees the app in Chinese", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(
      page.getByRole("heading", { name: t("cn", "errors.frontend.notFound.title") }),
    ).toBeVisible();
  });
});

test("the default theme uses the #435FFF brand", async ({ page }) => {
  await page.goto("/auth/login");
  await expect.poll(() => brandOf(page)).toBe("#435fff");
});

test("the headframe theme shows its brand colour", async ({ page }) => {
  // The pool's real configuration, with the theme setting switched as the platform would switch it.
  await page.route("**/api/backend/v0.1/pools/current", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, pool_settings: { ...config.pool_settings, app_theme: "headframe" } },
    });
  });
  await page.goto("/auth/login");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "headframe");
  await expect.poll(() => brandOf(page)).toBe("#5b7bdc");
});

test.describe("dialogs follow the 1024 px breakpoint", () => {
  test("at 390 px a dialog opens as a bottom sheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/auth/login");
    await page.getByTestId("language-picker").click();
    await expect(page.getByTestId("bottom-sheet")).toBeVisible();
    await expect(page.getByTestId("modal")).toHaveCount(0);
  });

  test("at 1280 px a dialog opens as a modal", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByTestId("language-picker").click();
    await expect(page.getByTestId("modal")).toBeVisible();
    await expect(page.getByTestId("bottom-sheet")).toHaveCount(0);
  });

  test("choosing a language in the dialog switches the app and keeps the choice", async ({ page }) => {
    await page.goto("/auth/login");
    await page.getByTestId("language-picker").click();
    await page.getByRole("button", { name: t("cn", "language.names.cn") }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  });
});
