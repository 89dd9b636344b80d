import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  accountName,
  chooseName,
  DEMO_PASSWORD,
  newEmail,
  registerAndVerify,
  signIn,
} from "./identity-helpers";
import { t } from "./locales";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? "");

/** The invitation link of the latest invite mail to `to` (dev mailbox), as a path of this server. */
async function invitationPath(request: APIRequestContext, to: string): Promise<string> {
  let path: string | null = null;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await answer.json()) as { kind: string; text: string }[];
      path =
        mails
          .filter((mail) => mail.kind === "invite")
          .map((mail) => /https?:\/\/[^\s/]+(\/invitation\?\S+)/.exec(mail.text)?.[1])
          .find(Boolean) ?? null;
      return path;
    })
    .not.toBeNull();
  return path as unknown as string;
}

test("the pool owner creates a miner account from the dashboard and invites its owner", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = newEmail("poolminer");
  const name = accountName("pm");

  await signIn(page, "pool@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("pool-dashboard")).toBeVisible();
  const create = page.getByRole("link", { name: t("en", "customers.own.newMinerAccount") });
  await create.click();
  await expect(page).toHaveURL(/\/customers\/create-sub$/);
  await expect(
    page.getByRole("heading", { level: 1, name: t("en", "pages.createSubAccount.title") }),
  ).toBeVisible();

  const submit = page.getByRole("button", { name: t("en", "customers.own.submit") });
  await expect(submit).toBeDisabled();
  // The live name check and the optional e-mail's own rule.
  await page.getByLabel(t("en", "customers.form.accountName")).fill("northhub01");
  await expect(page.getByText(t("en", "errors.fields.account_name_taken"))).toBeVisible();
  await page.getByLabel(t("en", "customers.form.accountName")).fill(name);
  await expect(page.getByText(t("en", "customers.form.nameFree"))).toBeVisible();
  await page.getByLabel(t("en", "customers.own.email")).fill("not-an-address");
  await page.getByLabel(t("en", "customers.form.title")).focus();
  await expect(page.getByText(t("en", "customers.fields.email_invalid"))).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel(t("en", "customers.own.email")).fill(email);
  await page.getByLabel(t("en", "customers.form.title")).fill(`Farm ${name.slice(-4)}`);
  await expect(submit).toBeEnabled();
  await submit.click();

  const done = page.getByTestId("account-created");
  await expect(done).toContainText(fill(t("en", "customers.own.created"), { name }));
  await expect(done).toContainText(fill(t("en", "customers.own.createdInvited"), { email }));
  expect(await invitationPath(request, email)).toMatch(/^\/invitation\?token=/);

  // The link back leads to the dashboard.
  await done.getByRole("link", { name: t("en", "customers.own.back") }).click();
  await expect(page.getByTestId("pool-dashboard")).toBeVisible();
});

test("a miner creates a sub-account in the settings and finds it in the account menu", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const parent = accountName("par");
  const sub = accountName("sub");
  await registerAndVerify(page, request, newEmail("subminer"));
  await chooseName(page, parent);

  await page.goto("/settings");
  // The settings put their security flow's id in the address (a replace navigation): a click before that could
  // be undone by it.
  await page.waitForURL(/[?&]flow=/);
  await expect(
    page.getByRole("heading", { level: 2, name: t("en", "customers.own.settingsTitle") }),
  ).toBeVisible();
  await page.getByRole("link", { name: t("en", "customers.own.newSubAccount") }).click();
  await expect(page).toHaveURL(/\/customers\/create-sub$/);
  await expect(page.getByText(fill(t("en", "customers.own.minerText"), { name: parent }))).toBeVisible();
  // A miner's sub-account takes only a name.
  await expect(page.getByLabel(t("en", "customers.own.email"))).toHaveCount(0);

  const submit = page.getByRole("button", { name: t("en", "customers.own.submit") });
  await page.getByLabel(t("en", "customers.form.accountName")).fill(parent);
  await expect(page.getByText(t("en", "errors.fields.account_name_taken"))).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel(t("en", "customers.form.accountName")).fill(sub);
  await expect(page.getByText(t("en", "customers.form.nameFree"))).toBeVisible();
  await submit.click();

  // Main, with the new account active; the account menu lists both.
  await expect(page.getByText(fill(t("en", "customers.own.switched"), { name: sub }))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t("en", "pages.dashboard.title") })).toBeVisible();
  await expect(page.getByTestId("user-menu")).toHaveText(sub);
  await page.getByTestId("user-menu").click();
  const miner = t("en", "app.accountTypes.miner");
  await expect(page.getByRole("menuitem", { name: `${sub} · ${miner}` })).toBeVisible();
  const parentItem = page.getByRole("menuitem", { name: `${parent} · ${miner}` });
  await expect(parentItem).toBeVisible();

  // Back to the parent: the sub-account stays in the menu.
  await parentItem.click();
  await expect(page.getByTestId("user-menu")).toHaveText(parent);
});

test("the pool owner cannot reset the second factor of a user who has none", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = newEmail("no2fa");
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await registerAndVerify(user, request, email);
  await chooseName(user, accountName("nf"));
  await userContext.close();

  await signIn(page, "pool@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  await page.goto(`/users?search=${encodeURIComponent(email.split("@")[0] ?? email)}`);
  const row = page.getByTestId("pool-user-row").filter({ hasText: email });
  await expect(row.getByTestId("two-factor")).toHaveText(t("en", "users.twoFactor.off"));
  await row.click();
  await expect(page.getByTestId("pool-user-email")).toHaveText(email);
  await expect(page.getByTestId("reset-2fa")).toBeDisabled();
  await expect(page.getByTestId("reset-2fa-hint")).toHaveText(t("en", "users.actions.reset.none"));
});
