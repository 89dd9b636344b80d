import { expect, test } from "@playwright/test";
import { accountName, DEMO_PASSWORD, mailedCode, newEmail, PASSWORD, signIn } from "./identity-helpers";
import { ingestShares, steadyShares } from "./ingest-helpers";
import { t } from "./locales";

/** The invitation link of the latest invite mail to `to` (dev mailbox), as a path of this server. */
async function invitationPath(request: import("@playwright/test").APIRequestContext, to: string) {
  let path: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await answer.json()) as { text: string }[];
      const link = mails
        .map((mail) => /https?:\/\/[^\s/]+(\/invitation\?\S+)/.exec(mail.text)?.[1])
        .find(Boolean);
      path = link ?? null;
      return path;
    })
    .not.toBeNull();
  return path as unknown as string;
}

test("the operator creates a customer; the customer signs up at the Control Hub's page and sees their own account", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = newEmail("customer");
  const name = accountName("cust");
  const title = `Customer ${name.slice(-5)}`;

  await signIn(page, "operator@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto("/customers");
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.customers.title") })).toBeVisible();
  await expect(page.getByTestId("customer-row").first()).toBeVisible();

  await page.getByTestId("create-customer").click();
  await expect(page).toHaveURL(/\/customers\/create-customer$/);
  const submit = page.getByRole("button", { name: t("en", "customers.form.submit") });
  await expect(submit).toBeDisabled();
  // The name rules answer as the user types.
  await page.getByLabel(t("en", "customers.form.accountName")).fill("Bad_Name");
  await expect(page.getByText(t("en", "errors.fields.account_name_pattern"))).toBeVisible();
  await page.getByLabel(t("en", "customers.form.accountName")).fill("northhub01");
  await expect(page.getByText(t("en", "errors.fields.account_name_taken"))).toBeVisible();
  await page.getByLabel(t("en", "customers.form.accountName")).fill(name);
  await expect(page.getByText(t("en", "customers.form.nameFree"))).toBeVisible();
  // A wrong e-mail says so as soon as the field is left (the submit button stays disabled meanwhile).
  await page.getByLabel(t("en", "customers.form.email")).fill("not-an-address");
  await page.getByLabel(t("en", "customers.form.email")).blur();
  await expect(page.getByText(t("en", "customers.fields.email_invalid"))).toBeVisible();
  await page.getByLabel(t("en", "customers.form.email")).fill(email);
  await expect(page.getByText(t("en", "customers.fields.email_invalid"))).toHaveCount(0);
  await page.getByLabel(t("en", "customers.form.title")).fill(title);
  await page.getByLabel(t("en", "customers.form.fee")).fill("1.5");
  await expect(submit).toBeEnabled();
  await submit.click();

  // The customer's area: its title and account name, never an id.
  await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText(t("en", "customers.area.accountName").replace("{{name}}", name), { exact: true }),
  ).toBeVisible();

  // The customer: the mailed link, sign-up at the branded page, acceptance.
  const link = await invitationPath(request, email);
  expect(link).toContain("operator=northhub");
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(link);
  await customer.getByRole("link", { name: t("en", "auth.login.toRegistration") }).click();
  await expect(customer).toHaveURL(/\/northhub\/auth\?/);
  await expect(customer.getByTestId("operator-auth")).toContainText("northhub");
  const started = Date.now() - 1000;
  await customer.locator('input[name="traits.email"]').fill(email);
  await customer.locator('input[name="password"]').fill(PASSWORD);
  await customer.locator('input[name="traits.terms_agreed"]').check();
  await customer.locator('button[name="method"][value="password"]').click();
  await expect(customer).toHaveURL(/\/auth\/verification\?/);
  await customer.locator('input[name="code"]').fill(await mailedCode(request, email, started));
  await customer.locator('button[name="method"][value="code"]').click();
  await customer.getByRole("button", { name: "Continue" }).click();
  await expect(customer).toHaveURL(/\/invitation\?token=/);
  await customer.getByRole("button", { name: t("en", "auth.invitation.accept") }).click();
  await expect(customer.getByRole("heading", { level: 1, name: t("en", "nav.dashboard") })).toBeVisible();
  await expect(customer.getByTestId("user-menu")).toHaveText(name);
  const nav = customer.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: t("en", "nav.payments") })).toBeVisible();
  await expect(nav.getByRole("link", { name: t("en", "nav.settings") })).toBeVisible();
  await expect(nav.getByRole("link", { name: t("en", "nav.customers") })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: t("en", "nav.users") })).toHaveCount(0);
  // Another customer's account is not theirs.
  const other = await customer.request.get("/api/backend/v0.1/operators/lookup-by-title/northhub");
  const operatorId = ((await other.json()) as { data: { id: string } }).data.id;
  expect((await customer.request.get(`/api/backend/v0.1/operators/${operatorId}/miners`)).status()).toBe(403);
  await context.close();

  // Shares reach the new account: the operator sees the customer with its hashrate.
  await ingestShares(request, name, steadyShares("rig1", 30, 10, 65_536));
  await page.goto(`/customers?name=${name}`);
  const row = page.getByTestId("customer-row").filter({ hasText: name });
  await expect(row).toContainText(title);
  await expect(row).toContainText(/[\d.]+ [kMGTPE]?H\/s/);
  await expect(row).not.toContainText(/^0 H\/s/);
  await expect(row).toContainText("1.5 %");
});
