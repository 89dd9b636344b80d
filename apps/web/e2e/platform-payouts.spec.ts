import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

const api = "/api/backend/v0.1";
const today = new Date().toISOString().slice(0, 10);
const txId = `${Date.now().toString(16)}`.padStart(64, "c");

test("the platform marks a payout request sent with its transaction id, then completed", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  // Today's payout run (the demo's at 14:00 UTC, or now): created requests to work on.
  const run = await page.request.post(`${api}/platform/jobs/payouts/run`, { data: { day: today } });
  expect([200, 409]).toContain(run.status());

  await page.goto("/platform/payouts");
  await expect(page.getByTestId("payout-schedule")).toContainText("14:00 UTC");
  // The list opens on the requests waiting to be sent.
  const request = page.getByTestId("payout-request").first();
  await expect(request.getByTestId("payout-request-status")).toHaveText(
    t("en", "platform.payouts.statuses.created"),
  );
  const account = (await request.locator("span").first().textContent()) ?? "";
  await request.getByRole("button", { name: t("en", "platform.payouts.steps.sent") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t("en", "platform.payouts.dialog.sent.label")).fill(txId);
  await dialog.getByTestId("step-confirm").click();
  await expect(page.getByText(t("en", "platform.payouts.done.sent"))).toBeVisible();

  await page.getByLabel(t("en", "platform.payouts.requests.status")).selectOption("sent");
  const sent = page.getByTestId("payout-request").filter({ hasText: txId });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(account);
  await sent.getByRole("button", { name: t("en", "platform.payouts.steps.complete") }).click();
  await expect(page.getByText(t("en", "platform.payouts.done.complete"))).toBeVisible();

  await page.getByLabel(t("en", "platform.payouts.requests.status")).selectOption("completed");
  const completed = page.getByTestId("payout-request").filter({ hasText: txId });
  await expect(completed.getByTestId("payout-request-status")).toHaveText(
    t("en", "platform.payouts.statuses.completed"),
  );
});
