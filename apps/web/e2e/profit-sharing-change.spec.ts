import { expect, test } from "@playwright/test";
import { accountName, chooseName, newEmail, registerAndVerify } from "./identity-helpers";
import { t } from "./locales";

const text = (language: "en" | "ru", key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, value),
    t(language, key),
  );

/**
 * Issue 41, item 3: "Share with a miner" to bob, who already has a share, is a change: the dialog says so, shows
 * old -> new from the next settlement day, and saves only after a confirmation. In en and ru, at 1280 and 390 px.
 */
for (const language of ["en", "ru"] as const) {
  for (const width of [1280, 390]) {
    test(`a second split to bob asks to confirm 10 % -> 20 % (${language}, ${width} px)`, async ({
      page,
      request,
    }, info) => {
      test.setTimeout(150_000);
      await registerAndVerify(page, request, newEmail(`psc${language}${width}`));
      await chooseName(page, accountName(`psc${language}${width}`));
      if (language !== "en") {
        await page.getByTestId("language-picker").click();
        await page.getByRole("button", { name: t(language, `language.names.${language}`) }).click();
        await expect(page.locator("html")).toHaveAttribute("lang", /^ru/);
      }
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/profit-sharing");
      const percentLabel = text(language, "profitSharing.share.percent");
      const recipientLabel = text(language, "profitSharing.share.recipient");
      const newTitle = text(language, "profitSharing.share.title");

      await page.getByTestId("share-open").click();
      let dialog = page.getByRole("dialog", { name: newTitle });
      await dialog.getByLabel(recipientLabel).fill("bob");
      await expect(dialog.getByText(text(language, "profitSharing.share.recipientFound"))).toBeVisible();
      await dialog.getByLabel(percentLabel).fill("10");
      await dialog.getByTestId("share-submit").click();
      await expect(dialog).toBeHidden();
      const bob = page.getByTestId("splits-given").getByTestId("split-row").filter({ hasText: "bob" });
      await expect(bob.getByTestId("split-percent")).toHaveText("10 %");

      // The same action again, for bob: a change, counted without bob's 10 %.
      await page.getByTestId("share-open").click();
      dialog = page.getByRole("dialog", { name: newTitle });
      await expect(dialog).toContainText(text(language, "profitSharing.share.percentHint", { left: "90" }));
      await dialog.getByLabel(recipientLabel).fill("bob");
      await expect(dialog.getByTestId("share-change")).toContainText(
        text(language, "profitSharing.share.existing", { name: "bob", percent: "10" }),
      );
      await expect(dialog).toContainText(
        text(language, "profitSharing.share.percentHintChange", { left: "100", name: "bob", old: "10" }),
      );
      await dialog.getByLabel(percentLabel).fill("20");
      const [before, after] = text(language, "profitSharing.share.changeLine", {
        old: "10",
        next: "20",
      }).split("{{day}}") as [string, string];
      await expect(dialog.getByTestId("share-change-line")).toContainText(before);
      await expect(dialog.getByTestId("share-change-line")).toContainText(after);
      await expect(dialog.getByTestId("share-submit")).toHaveText(
        text(language, "profitSharing.share.saveChange"),
      );
      await page.screenshot({ path: info.outputPath(`change-${language}-${width}.png`) });
      await dialog.getByTestId("share-submit").click();

      const confirm = page.getByRole("dialog", {
        name: text(language, "profitSharing.share.confirmTitle", { name: "bob" }),
      });
      await expect(confirm).toContainText(before);
      await expect(confirm).toContainText(text(language, "profitSharing.share.confirmText", { name: "bob" }));
      // Still 10 % until confirmed.
      await expect(bob.getByTestId("split-percent")).toHaveText("10 %");
      await page.screenshot({ path: info.outputPath(`confirm-${language}-${width}.png`) });
      await confirm.getByTestId("share-confirm").click();
      await expect(confirm).toBeHidden();
      await expect(bob.getByTestId("split-percent")).toHaveText("20 %");
      await expect(bob).toHaveCount(1);
    });
  }
}
