import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

/** A translation with `{{name}}` as the operator's title, whatever the demo calls it. */
const pattern = (language: "en" | "ru", key: string) =>
  new RegExp(
    t(language, key)
      .split("{{name}}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+"),
  );

/**
 * Issue 41, item 10 and item 1: an aggregate dashboard says whose figures each card shows: the customers' (or all
 * miners') mining, then the account's own fee income, with what the pool's fee balance is and where it goes.
 */
for (const language of ["en", "ru"] as const) {
  for (const width of [1280, 390]) {
    test(`the operator's and the pool's dashboards title each scope (${language}, ${width} px)`, async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      await page.addInitScript((lng) => localStorage.setItem("pithead.language", lng), language);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, "operator@pithead.test", DEMO_PASSWORD);
      const dashboard = page.getByTestId("operator-dashboard");
      await expect(dashboard.getByTestId("scope-mining")).toContainText(
        pattern(language, "dashboard.scope.mining.operator"),
      );
      await expect(dashboard.getByTestId("scope-fee")).toContainText(
        pattern(language, "dashboard.scope.fee.operator"),
      );
      await expect(dashboard.getByTestId("tile-balance")).toContainText(t(language, "dashboard.fee.balance"));
      await expect(dashboard.getByTestId("tile-earned")).toContainText(t(language, "dashboard.fee.allTime"));
      await expect(dashboard.getByTestId("tile-balance")).toContainText("BTC");
      await page.screenshot({ path: info.outputPath(`operator-${language}-${width}.png`), fullPage: true });
      await dashboard.getByTestId("fee-payments-link").click();
      await expect(page).toHaveURL(/\/payments\?scope=own$/);

      await page.context().clearCookies();
      await signIn(page, "pool@pithead.test", DEMO_PASSWORD);
      const pool = page.getByTestId("pool-dashboard");
      await expect(pool.getByTestId("scope-mining")).toContainText(
        t(language, "dashboard.scope.mining.pool"),
      );
      await expect(pool.getByTestId("scope-fee")).toContainText(t(language, "dashboard.scope.feeText.pool"));
      await expect(pool.getByTestId("tile-balance")).toContainText(t(language, "dashboard.fee.balance"));
      await page.screenshot({ path: info.outputPath(`pool-${language}-${width}.png`), fullPage: true });
    });
  }
}
