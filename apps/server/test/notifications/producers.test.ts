import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { notificationOutbox, notificationPreferences, payments, users } from "../../src/db/schema";
import { deviceKey, recordSignIn } from "../../src/modules/notifications/sign-in-notice";
import { runPayouts } from "../../src/modules/payouts/payout-run";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { addDifficulty, setRate } from "../money/money-fixture";
import { credit, platformStaff, walletWith } from "../payouts-helper";
import { type TestSession, tokenHeaders } from "../product-session";
import { api, ownerOf } from "../watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T14:00:00Z");
let app: App;
let db: Db;
let owner: { session: TestSession; minerId: string };
let staff: TestSession;
let userId = "";

const rowsOf = (event: string) =>
  db.select().from(notificationOutbox).where(eq(notificationOutbox.event, event));

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  owner = await ownerOf(app, db, clock, "producer@example.com", "producer");
  staff = await platformStaff(app, db, clock, "producer-staff@example.com");
  const [user] = await db.select().from(users).where(eq(users.email, "producer@example.com"));
  userId = user?.id ?? "";
  // The daily reward is opt-in: this user wants it.
  await db
    .insert(notificationPreferences)
    .values({ userId, event: "miner-reward", channel: "email", enabled: true, updatedAt: clock.now() });
});
afterAll(() => app.close());

describe("the reward run", () => {
  it("writes one miner-reward per credited account with the credited amount, once however often it runs", async () => {
    await setRate(db, 50_000_000n, "2026-03-01");
    await addDifficulty(db, owner.minerId, "2026-03-01", 4_000_000_000_000);
    expect((await runRewards(db, clock, "2026-03-01")).ran).toBe(true);
    expect((await runRewards(db, clock, "2026-03-01")).ran).toBe(false);
    const [payment] = await db.select().from(payments).where(eq(payments.minerId, owner.minerId));
    const rows = await rowsOf("miner-reward");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventKey: `miner-reward:2026-03-01:${owner.minerId}`,
      userId,
      channel: "email",
      payload: { account_name: "producer", day: "2026-03-01", amount_sat: Number(payment?.amount) },
    });
  });
});

describe("payouts and limits", () => {
  it("a broadcast payout and a failed one each write miner-payout; a repeated `sent` writes nothing", async () => {
    await walletWith(db, owner.minerId, {
      min: 100_000n,
      address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
      pausedUntil: new Date("2026-03-01T00:00:00Z"),
    });
    await credit(db, clock, owner.minerId, 500_000n);
    await runPayouts(db, clock, "2026-03-02");
    const base = `${api}/platform/payouts/blockchain-requests`;
    const list = await app.inject({ url: base, headers: tokenHeaders(staff) });
    const request = list.json().data.find((r: { miner_id: string }) => r.miner_id === owner.minerId);
    const act = (action: string, payload?: object) =>
      app.inject({
        method: "POST",
        url: `${base}/${request.id}/${action}`,
        headers: tokenHeaders(staff),
        payload,
      });
    expect((await act("fail", { reason: "fee too low" })).statusCode).toBe(200);
    expect((await act("resend")).statusCode).toBe(200);
    expect((await act("sent", { tx_id: "c".repeat(64) })).statusCode).toBe(200);
    expect((await act("sent", { tx_id: "c".repeat(64) })).statusCode).toBe(200);
    const rows = await rowsOf("miner-payout");
    expect(rows.map((r) => (r.payload as { status: string }).status).sort()).toEqual(["failed", "sent"]);
    expect(rows.find((r) => (r.payload as { status: string }).status === "sent")?.payload).toMatchObject({
      account_name: "producer",
      amount_sat: request.amount,
      address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
      tx_id: "c".repeat(64),
      day: "2026-03-02",
    });
  });

  it("a minimum payment change writes one security notice; the same value again writes none", async () => {
    const wallet = await app.inject({
      url: `${api}/miners/${owner.minerId}/wallet`,
      headers: tokenHeaders(owner.session),
    });
    const url = `${api}/wallets/${wallet.json().data.id}/min-payments`;
    const set = (amount: number) =>
      app.inject({ method: "POST", url, headers: tokenHeaders(owner.session), payload: { amount } });
    expect((await set(250_000)).statusCode).toBeLessThan(300);
    expect((await set(250_000)).statusCode).toBeLessThan(300);
    const rows = await rowsOf("miner-wallet-minpay-changed");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      limit: "min",
      amount_sat: 250_000,
      previous_sat: 100_000,
      changed_by: "producer@example.com",
    });
  });
});

describe("sign-in from a new device", () => {
  it("is silent for the first device and the same one again, and writes user-login for a new one", async () => {
    const identityId = owner.session.identityId;
    const sign = (ip: string, userAgent: string) =>
      recordSignIn(db, { identityId, ip, userAgent, at: clock.now() });
    expect(await sign("203.0.113.7", "Firefox/130")).toBe(false);
    expect(await sign("203.0.113.99", "Firefox/130")).toBe(false);
    expect(await sign("198.51.100.4", "Firefox/130")).toBe(true);
    expect(await sign("198.51.100.4", "Firefox/130")).toBe(false);
    const rows = await rowsOf("user-login");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      email: "producer@example.com",
      ip: "198.51.100.4",
      user_agent: "Firefox/130",
    });
  });

  it("keys a device by its user agent and network", () => {
    expect(deviceKey("203.0.113.7", "A")).toBe(deviceKey("203.0.113.200", "A"));
    expect(deviceKey("203.0.113.7", "A")).not.toBe(deviceKey("203.0.114.7", "A"));
    expect(deviceKey("2001:db8:1:2::1", "A")).toBe(deviceKey("2001:db8:1:ffff::9", "A"));
    expect(deviceKey("203.0.113.7", "A")).not.toBe(deviceKey("203.0.113.7", "B"));
  });
});
