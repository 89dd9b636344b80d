import { expect, test } from "@playwright/test";
import {
  accountName,
  chooseName,
  DEMO_PASSWORD,
  newEmail,
  registerAndVerify,
  signIn,
} from "./identity-helpers";
import { t } from "./locales";

/** The UTC settlement day `offset` days from now, and how the page writes it in English. */
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shown = (day: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
const text = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, value), t("en", key));

test("a miner shares 10 % with bob from tomorrow, changes the percent, then ends the split", async ({
  page,
  request,
}) => {
  // A sign-up with its e-mailed code before the page itself.
  test.setTimeout(90_000);
  const name = accountName("share");
  await registerAndVerify(page, request, newEmail("share"));
  await chooseName(page, name);
  await page.goto("/profit-sharing");
  await expect(page.getByText(text("profitSharing.given.emptyTitle"))).toBeVisible();
  await expect(page.getByTestId("received-empty")).toBeVisible();

  await page.getByTestId("share-open").click();
  const dialog = page.getByRole("dialog", { name: text("profitSharing.share.title") });
  const tomorrow = shown(utcDay(1));
  await expect(dialog.getByTestId("share-starts")).toContainText(
    text("profitSharing.share.starts", { day: tomorrow }),
  );
  await expect(dialog).toContainText(text("profitSharing.share.percentHint", { left: "100" }));
  const recipient = dialog.getByLabel(text("profitSharing.share.recipient"));
  await recipient.fill(name);
  await expect(dialog.getByText(text("profitSharing.errors.self"))).toBeVisible();
  await recipient.fill("nosuchminer404");
  await expect(dialog.getByText(text("profitSharing.errors.notFound"))).toBeVisible();
  await recipient.fill("bob");
  await expect(dialog.getByText(text("profitSharing.share.recipientFound"))).toBeVisible();
  await dialog.getByLabel(text("profitSharing.share.percent")).fill("10");
  await dialog.getByTestId("share-submit").click();
  await expect(dialog).toBeHidden();

  const bob = page.getByTestId("splits-given").getByTestId("split-row").filter({ hasText: "bob" });
  await expect(bob).toHaveCount(1);
  await expect(bob.getByTestId("split-state")).toHaveText(text("profitSharing.states.scheduled"));
  await expect(bob.getByTestId("split-from")).toHaveText(tomorrow);
  await expect(bob.getByTestId("split-percent")).toHaveText("10 %");
  await expect(page.getByTestId("given-total")).toContainText("10 % of 100 %");
  await page.reload();
  await expect(bob.getByTestId("split-state")).toHaveText(text("profitSharing.states.scheduled"));

  // A new percent replaces the one still scheduled; bob's own 10 % counts as free again. It opens at 10 %.
  await page.getByRole("button", { name: text("profitSharing.share.changeTitle", { name: "bob" }) }).click();
  const change = page.getByRole("dialog", { name: text("profitSharing.share.changeTitle", { name: "bob" }) });
  await expect(change).toContainText(
    text("profitSharing.share.percentHintChange", { left: "100", name: "bob", old: "10" }),
  );
  await expect(change.getByLabel(text("profitSharing.share.percent"))).toHaveValue("10");
  await change.getByLabel(text("profitSharing.share.percent")).fill("12.5");
  await change.getByTestId("share-submit").click();
  await page.getByTestId("share-confirm").click();
  await expect(bob.getByTestId("split-percent")).toHaveText("12.5 %");
  await expect(bob).toHaveCount(1);

  // Ending a split that has not started yet cancels it.
  await page.getByRole("button", { name: text("profitSharing.end.actionOf", { name: "bob" }) }).click();
  const end = page.getByRole("dialog", { name: text("profitSharing.end.title", { name: "bob" }) });
  await end.getByTestId("end-confirm").click();
  await expect(
    page.getByRole("status").filter({ hasText: text("profitSharing.end.canceled", { name: "bob" }) }),
  ).toBeVisible();
  await expect(page.getByText(text("profitSharing.given.emptyTitle"))).toBeVisible();
});

test("alice sees the demo month's split with bob in force; her viewer cannot open it", async ({
  page,
  browser,
}) => {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/profit-sharing");
  const bob = page.getByTestId("splits-given").getByTestId("split-row").filter({ hasText: "bob" }).first();
  await expect(bob.getByTestId("split-percent")).toHaveText("10 %");
  await expect(page.getByTestId("share-open")).toBeVisible();
  // Referral splits (alice gets a part of the pool's fee on carol's reward) belong to /referrals.
  await expect(page.getByTestId("splits-given").getByText(text("profitSharing.types.referral"))).toHaveCount(
    0,
  );
  await expect(page.getByTestId("split-row").filter({ hasText: "carol" })).toHaveCount(0);

  const context = await browser.newContext();
  const viewer = await context.newPage();
  await signIn(viewer, "viewer@pithead.test", DEMO_PASSWORD);
  await expect(viewer.getByTestId("user-menu")).toBeVisible();
  // Splits are financial data (the server reads them with the payments section): a viewer, who reads mining data
  // only, is sent to main and has no profit sharing in the menu.
  await viewer.goto("/profit-sharing");
  await expect(viewer).toHaveURL(/\/$/);
  await expect(viewer.getByRole("link", { name: t("en", "nav.profitSharing") })).toHaveCount(0);
  await expect(viewer.getByTestId("share-open")).toHaveCount(0);
  await context.close();
});
