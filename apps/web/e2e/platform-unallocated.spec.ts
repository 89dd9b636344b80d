import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

test("the platform refunds a mistyped account's unallocated funds to the miner it belongs to", async ({
  page,
}) => {
  await signIn(page, "platform@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/platform/unallocated");
  await expect(page.getByRole("heading", { name: t("en", "platform.unallocated.title") })).toBeVisible();

  // The demo's `alcie` shares (two days) and `northhub-07` (one day) were valued on their settled days.
  const items = page.getByTestId("unallocated-item");
  await expect(items).toHaveCount(3);
  const open = (await page.getByTestId("unallocated-open").textContent()) ?? "";
  const item = items.filter({ hasText: "alcie" }).first();
  const amount = (await item.getByTestId("unallocated-amount").textContent()) ?? "";

  // A name no miner has is refused under the field; the right one refunds it.
  await item.getByRole("button", { name: t("en", "platform.unallocated.refund.action") }).click();
  const dialog = page.getByRole("dialog");
  const field = dialog.getByLabel(t("en", "platform.unallocated.refund.label"));
  await field.fill("alcie");
  await dialog.getByTestId("refund-confirm").click();
  await expect(dialog.getByRole("alert")).toHaveText(t("en", "platform.unallocated.refund.notFound"));
  await field.fill("alice");
  await dialog.getByTestId("refund-confirm").click();
  await expect(
    page.getByText(t("en", "platform.unallocated.refund.done").replace("{{account}}", "alice")),
  ).toBeVisible();

  await expect(items).toHaveCount(2);
  await expect(page.getByTestId("unallocated-open")).not.toHaveText(open);
  await page.getByLabel(t("en", "platform.unallocated.status")).selectOption("refunded");
  const refunded = page.getByTestId("unallocated-item");
  await expect(refunded).toHaveCount(1);
  await expect(refunded.getByTestId("unallocated-amount")).toHaveText(amount);
  await expect(refunded.getByTestId("unallocated-refund")).toContainText("Refunded to alice on");
});
