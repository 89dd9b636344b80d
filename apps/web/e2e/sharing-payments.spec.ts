import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./identity-helpers";
import { t } from "./locales";

// The file name ends in `payments.spec.ts` on purpose: it runs in the `settlement` project, after every test that
// sends shares, so no reward run moves alice's balance while the statement below is read.

const api = "/api/backend/v0.1";

type Payment = {
  type: string;
  direction: "incoming" | "outgoing";
  status: string;
  amount: number;
  settlement_day: string | null;
  counterparty: { account_name: string } | null;
  sharing: { type: string; percent: string } | null;
  referred_account: string | null;
};

async function allPayments(request: APIRequestContext, minerId: string): Promise<Payment[]> {
  const rows: Payment[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await request.get(`${api}/miners/${minerId}/payments?per_page=100&page=${page}`);
    const body = (await res.json()) as { data: Payment[]; total: number };
    rows.push(...body.data);
    if (rows.length >= body.total || body.data.length === 0) break;
  }
  return rows;
}

test("the demo month's split: alice's shares to bob are 10 % of each day's net, and her statement adds up", async ({
  page,
}) => {
  await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
  await expect(page.getByTestId("user-menu")).toBeVisible();
  const identity = (await (await page.request.get(`${api}/identity`)).json()) as {
    permissions: { id: string; type: string }[];
  };
  const minerId = identity.permissions.find((p) => p.type === "miner")?.id ?? "";

  const payments = await allPayments(page.request, minerId);
  const shares = payments.filter((p) => p.type === "profit_sharing" && p.direction === "outgoing");
  expect(shares.length).toBeGreaterThan(0);
  for (const share of shares) {
    expect(share.counterparty?.account_name).toBe("bob");
    expect(share.sharing).toEqual({ type: "profit_sharing", percent: "10" });
    // 10 % of that day's net, floored to the satoshi. (A day can also hold a refund of unallocated funds, a
    // `reward` row of its own that is not shared: the day's credit is one of the day's reward rows.)
    const tenths = payments
      .filter((p) => p.type === "reward" && p.settlement_day === share.settlement_day)
      .map((p) => Math.floor((p.amount * 100_000) / 1_000_000));
    expect(tenths).toContain(share.amount);
  }
  // carol signed up with alice's code: alice's referral income, paid from the pool's fee, is its own type and
  // names carol masked only.
  const referrals = payments.filter((p) => p.sharing?.type === "referral");
  expect(referrals.length).toBeGreaterThan(0);
  for (const p of referrals) {
    expect([p.type, p.direction, p.counterparty, p.referred_account]).toEqual([
      "referral",
      "incoming",
      null,
      "ca***l",
    ]);
  }

  // The statement: every payment that is not canceled, in minus out, is the balance, to the satoshi.
  const statement = payments
    .filter((p) => p.status !== "canceled")
    .reduce((sum, p) => sum + (p.direction === "incoming" ? p.amount : -p.amount), 0);
  const balance = (await (await page.request.get(`${api}/miners/${minerId}/balance`)).json()) as {
    data: { balance: number };
  };
  expect(balance.data.balance).toBe(statement);

  // On the page: the share says whom it went to and what it was a share of.
  await page.goto("/payments?type=profit_sharing&direction=outgoing");
  const row = page.getByTestId("payment-row").first();
  await expect(row.getByTestId("payment-type")).toHaveText(t("en", "payments.types.profit_sharing"));
  await expect(row.getByTestId("payment-counterparty")).toHaveText(
    t("en", "payments.row.to").replace("{{name}}", "bob"),
  );
  await expect(row.getByTestId("payment-sharing")).toContainText("10 %");
});

for (const language of ["en", "ru"] as const) {
  test.describe(`referral income on the Payments page (${language})`, () => {
    test.use(language === "ru" ? { locale: "ru-RU", viewport: { width: 390, height: 844 } } : {});
    test(`its own type in the filter and the row, carol masked (${language})`, async ({ page }) => {
      await signIn(page, "miner@pithead.test", DEMO_PASSWORD);
      await expect(page.getByTestId("user-menu")).toBeVisible();
      await page.goto("/payments?type=referral");
      const row = page.getByTestId("payment-row").first();
      await expect(row.getByTestId("payment-type")).toHaveText(t(language, "payments.types.referral"));
      await expect(row.getByTestId("payment-counterparty")).toHaveText(
        t(language, "payments.row.from").replace("{{name}}", "ca***l"),
      );
      await page.screenshot({ path: `/tmp/mr-shots/payments-referral-${language}.png`, fullPage: true });
    });
  });
}
