import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

type Language = "en" | "ru" | "cn";

/** The demo's pool administrator: only this spec signs them in (it changes their language). */
const pages: { email: string; path: string; title: string }[] = [
  { email: "pooladmin@pithead.test", path: "/users", title: "pages.users.title" },
  { email: "pooladmin@pithead.test", path: "/access-control", title: "pages.accessControl.title" },
];

async function signInWith(page: Page, email: string, language: Language) {
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  const res = await page.request.put("/api/backend/v0.1/identity/language", { data: { language } });
  expect(res.ok()).toBe(true);
}

/** Nothing wider than the window: a 390 px phone never scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ mode: "serial" });

for (const language of ["ru", "cn", "en"] as const) {
  test(`the people screens read in ${language} at 390 px and 1280 px`, async ({ page }) => {
    for (const { email, path, title } of pages) {
      await page.context().clearCookies();
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInWith(page, email, language);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        await expect(page.getByRole("heading", { name: t(language, title), level: 1 })).toBeVisible();
        expect(await overflow(page), `${path} at ${width} px in ${language}`).toBeLessThanOrEqual(0);
      }
    }
  });
}
