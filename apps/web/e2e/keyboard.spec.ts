import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/** The focused element shows a focus indicator: an outline or a ring (box-shadow). */
async function expectVisibleFocus(page: Page) {
  const look = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, outlineWidth: style.outlineWidth, shadow: style.boxShadow };
  });
  const outlined = look.outline !== "none" && look.outlineWidth !== "0px";
  expect(outlined || look.shadow !== "none", JSON.stringify(look)).toBe(true);
}

for (const [form, viewport] of [
  ["modal", { width: 1280, height: 800 }],
  ["bottom-sheet", { width: 390, height: 844 }],
] as const) {
  test.describe(`keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`the language ${form} takes focus, keeps Tab inside, closes on Escape and gives focus back`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
      const menu = page.getByRole("button", { name: /^alice, / });
      await expect(menu).toBeVisible({ timeout: 30_000 });
      const picker = page.getByTestId("language-picker");
      await picker.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: t("en", "language.title") });
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId(form)).toBeVisible();
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        await expectVisibleFocus(page);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(picker).toBeFocused();

      // The account menu, from the keyboard: the arrow opens it on its first item, Escape gives focus back.
      await page.keyboard.press("Tab");
      await expect(menu).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press("ArrowDown");
      const first = page.getByRole("menuitem").first();
      await expect(first).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();
      await expect(menu).toBeFocused();
    });
  });
}
