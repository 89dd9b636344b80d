import { expect, test } from "@playwright/test";
import { accountName, chooseName, newEmail, registerAndVerify } from "./identity-helpers";
import { t } from "./locales";

test.setTimeout(60_000);

type Mail = { kind: string; subject: string; text: string; html: string | null };

test("a payout address change is e-mailed to the owner in their language, through the outbox", async ({
  page,
  request,
}) => {
  const email = newEmail("mailru");
  const account = accountName("mailru");
  await registerAndVerify(page, request, email);
  await chooseName(page, account);
  await page.getByTestId("language-picker").click();
  await page.getByRole("button", { name: t("ru", "language.names.ru") }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ru-RU");

  await page.goto("/settings");
  const address = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
  await page.getByLabel(t("ru", "wallet.form.label")).fill(address);
  await page.getByRole("button", { name: t("ru", "wallet.form.save") }).click();
  await expect(page.getByTestId("wallet-address")).toHaveText(address);

  // The delivery worker sends within seconds of the change.
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = (await answer.json()) as Mail[];
        mail = mails.find((m) => m.kind === "miner-wallet-address-changed");
        return mail?.subject ?? null;
      },
      { timeout: 20_000 },
    )
    .toBe(`${account}: изменён адрес для выплат`);
  expect(mail?.text).toContain(address);
  expect(mail?.text).toContain("Выплаты возобновятся");
  expect(mail?.html).toContain(address);
});
