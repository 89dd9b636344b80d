import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

type Language = "en" | "ru" | "cn";

/** The people screens, each as the demo user who has it (the browser's language never changes theirs for others). */
const pages: { email: string; path: string; title: string }[] = [
  { email: "pooladmin@pithead.test", path: "/users", title: "pages.users.title" },
  { email: "pooladmin@pithead.test", path: "/access-control", title: "pages.accessControl.title" },
  { email: "operator@pithead.test", path: "/customers", title: "pages.customers.title" },
  { email: "operator@pithead.test", path: "/customers/create-customer", title: "pages.createCustomer.title" },
];

/** The browser's language is the app's (and is saved to the identity), as for a person abroad. */
const browserLocale: Record<Language, string> = { en: "en-US", ru: "ru-RU", cn: "zh-CN" };

/** Nothing wider than the window: a 390 px phone never scrolls sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe.configure({ mode: "serial" });

for (const language of ["ru", "cn", "en"] as const) {
  test.describe(`a browser in ${language}`, () => {
    test.use({ locale: browserLocale[language] });
    test(`reads the people screens in ${language} at 390 px and 1280 px`, async ({ page }) => {
      // Four sign-ins and eight page loads: 26-31 s on a busy 2-core machine, over the default 30 s.
      test.setTimeout(90_000);
      for (const { email, path, title } of pages) {
        await page.context().clearCookies();
        await page.setViewportSize({ width: 1280, height: 800 });
        await signIn(page, email, DEMO_PASSWORD);
        await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(path);
          await expect(page.getByRole("heading", { name: t(language, title), level: 1 })).toBeVisible();
          expect(await overflow(page), `${path} at ${width} px in ${language}`).toBeLessThanOrEqual(0);
        }
      }
    });
  });
}
