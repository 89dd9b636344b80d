import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import {
  courierMessages,
  notificationOutbox,
  notificationPreferences,
  permissions,
  platformAccounts,
  users,
} from "../../src/db/schema";
import { deliveryChannels } from "../../src/modules/notifications/delivery-channels";
import {
  type DeliveryChannels,
  deliverDue,
  retryDelayMs,
} from "../../src/modules/notifications/outbox-delivery";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner } from "../money/money-fixture";
import { sessionFor, tokenHeaders } from "../product-session";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
let db: Db;
const ids = { miner: "", wallet: "" };
const h: Record<string, Record<string, string>> = {};
const bc1 = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
const p2tr = "bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr";

async function userIdOf(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
const outboxOf = (eventKeyPrefix: string) =>
  db
    .select()
    .from(notificationOutbox)
    .then((rows) => rows.filter((r) => r.eventKey.startsWith(eventKeyPrefix)));
const mailsTo = (to: string) => db.select().from(courierMessages).where(eq(courierMessages.to, to));
const channels = (): DeliveryChannels => deliveryChannels(app.config, null);

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  ids.miner = await newMiner(db, "obmine");
  h.owner = await headersOf(db, clock, "owner@ob.test", { type: "miner", id: ids.miner, role: "owner" });
  h.admin = await headersOf(db, clock, "admin@ob.test", { type: "miner", id: ids.miner, role: "admin" });
  h.viewer = await headersOf(db, clock, "viewer@ob.test", { type: "miner", id: ids.miner, role: "viewer" });
  h.accountant = await headersOf(db, clock, "acct@ob.test", {
    type: "miner",
    id: ids.miner,
    role: "accountant",
  });
  await db
    .update(users)
    .set({ language: "ru", timeZone: "Europe/Moscow" })
    .where(eq(users.email, "admin@ob.test"));
  const wallet = await app.inject({ url: `${api}/miners/${ids.miner}/wallet`, headers: h.owner });
  ids.wallet = wallet.json().data.id;
  const platformSession = await sessionFor(db, clock, "ops@ob.test", { aal: "aal2", totp: true });
  const [platform] = await db.insert(platformAccounts).values({ name: "ob-platform" }).returning();
  const [user] = await db
    .insert(users)
    .values({ identityId: platformSession.identityId, email: "ops@ob.test" })
    .returning();
  if (!platform || !user) throw new Error("platform not made");
  await db
    .insert(permissions)
    .values({ userId: user.id, type: "platform", platformAccountId: platform.id, role: "owner" });
  h.platform = tokenHeaders(platformSession);
  h.stranger = tokenHeaders(await sessionFor(db, clock, "stranger@ob.test"));
});
afterAll(() => app.close());

describe("a wallet address change", () => {
  it("writes one e-mail per owner and admin in the change's transaction, and none to other roles", async () => {
    const res = await app.inject({
      method: "POST",
      url: `${api}/wallets/${ids.wallet}/addresses`,
      headers: h.owner,
      payload: { address: bc1 },
    });
    expect(res.statusCode).toBe(201);
    const rows = await outboxOf("miner-wallet-address-changed:");
    const recipients = await Promise.all(["owner@ob.test", "admin@ob.test"].map(userIdOf));
    expect(rows.map((r) => [r.userId, r.channel, r.status]).sort()).toEqual(
      recipients.map((id) => [id, "email", "pending"]).sort(),
    );
    expect(rows[0]?.payload).toMatchObject({
      event: "miner-wallet-address-changed",
      account_name: "obmine",
      address: bc1,
      previous_address: null,
      changed_by: "owner@ob.test",
    });
  });

  it("is delivered once, in each recipient's language and zone, and a second run sends nothing", async () => {
    const first = await deliverDue(db, clock, channels(), { publicUrl: "https://pool.test" });
    expect(first).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await deliverDue(db, clock, channels(), { publicUrl: "https://pool.test" })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const [owner] = await mailsTo("owner@ob.test");
    const [admin] = await mailsTo("admin@ob.test");
    expect(owner?.kind).toBe("miner-wallet-address-changed");
    expect(owner?.subject).toContain("obmine");
    expect(owner?.text).toContain(bc1);
    expect(owner?.text).toContain("2026-03-10 10:00 UTC");
    expect(admin?.text).toMatch(/[а-я]/);
    expect(admin?.text).toContain("13:00 Europe/Moscow");
    expect(admin?.html).toContain(bc1);
    expect((await outboxOf("miner-wallet-address-changed:")).every((r) => r.status === "sent")).toBe(true);
  });

  it("two delivery workers at once send each row once", async () => {
    for (const address of [p2tr, bc1]) {
      clock.advance(1000);
      await app.inject({
        method: "POST",
        url: `${api}/wallets/${ids.wallet}/addresses`,
        headers: h.owner,
        payload: { address },
      });
    }
    const before = (await mailsTo("owner@ob.test")).length;
    const results = await Promise.all(
      [1, 2, 3].map(() => deliverDue(db, clock, channels(), { publicUrl: "https://pool.test" })),
    );
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(4);
    expect((await mailsTo("owner@ob.test")).length).toBe(before + 2);
  });
});

describe("delivery failures", () => {
  it("retries a failed channel with backoff, and a failed channel does not hold the others", async () => {
    const owner = await userIdOf("owner@ob.test");
    await db.insert(notificationOutbox).values(
      (["email", "telegram"] as const).map((channel) => ({
        eventKey: "test:retry",
        event: "delete-miner",
        userId: owner,
        channel,
        minerId: ids.miner,
        payload: {
          event: "delete-miner",
          account_name: "obmine",
          requested_by: "owner@ob.test",
          at: clock.now().toISOString(),
        },
        createdAt: clock.now(),
        nextAttemptAt: clock.now(),
      })),
    );
    let failures = 1;
    const flaky: DeliveryChannels = {
      email: async (tx, mail) => {
        if (failures-- > 0) throw new Error("SMTP 451 try later");
        await channels().email(tx, mail);
      },
      telegram: { send: async () => "no_chat" },
    };
    expect(await deliverDue(db, clock, flaky, { publicUrl: "https://pool.test" })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 1,
    });
    const rows = await outboxOf("test:retry");
    expect(rows.find((r) => r.channel === "email")).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "SMTP 451 try later",
      nextAttemptAt: new Date(clock.now().getTime() + 30_000),
    });
    expect(rows.find((r) => r.channel === "telegram")).toMatchObject({
      status: "failed",
      lastError: "the user has no linked Telegram chat",
    });
    clock.advance(29_000);
    expect((await deliverDue(db, clock, flaky, { publicUrl: "https://pool.test" })).sent).toBe(0);
    clock.advance(1_000);
    expect((await deliverDue(db, clock, flaky, { publicUrl: "https://pool.test" })).sent).toBe(1);
    expect((await outboxOf("test:retry")).find((r) => r.channel === "email")?.status).toBe("sent");
  });

  it("doubles the wait from 30 s up to 2 h", () => {
    expect([1, 2, 3, 8, 9, 10].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 3_840_000, 7_200_000, 7_200_000,
    ]);
  });
});

describe("preferences filter what is written", () => {
  it("a delete request reaches the owner and admin even with e-mail off (security); a payout choice off writes none", async () => {
    const admin = await userIdOf("admin@ob.test");
    await db
      .insert(notificationPreferences)
      .values([
        { userId: admin, event: "delete-miner", channel: "email", enabled: false, updatedAt: clock.now() },
      ]);
    const res = await app.inject({ method: "DELETE", url: `${api}/miners/${ids.miner}`, headers: h.owner });
    expect(res.statusCode).toBe(202);
    const again = await app.inject({ method: "DELETE", url: `${api}/miners/${ids.miner}`, headers: h.owner });
    expect(again.statusCode).toBe(202);
    const rows = await outboxOf(`delete-miner:${ids.miner}`);
    expect(rows.map((r) => r.channel)).toEqual(["email", "email"]);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([await userIdOf("owner@ob.test"), admin]));
  });
});

describe("GET platform/notifications/outbox", () => {
  const url = `${api}/platform/notifications/outbox`;
  it("shows the platform the counts and the failed rows; retry puts one back", async () => {
    const res = await app.inject({ url, headers: h.platform });
    expect(res.statusCode).toBe(200);
    const { counts, rows } = res.json().data;
    expect(counts.failed).toBe(1);
    expect(rows).toEqual([
      expect.objectContaining({
        event: "delete-miner",
        channel: "telegram",
        status: "failed",
        attempts: 1,
        last_error: "the user has no linked Telegram chat",
        email: "owner@ob.test",
      }),
    ]);
    const retry = await app.inject({
      method: "POST",
      url: `${url}/${rows[0].id}/retry`,
      headers: h.platform,
    });
    expect(retry.statusCode).toBe(204);
    const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, rows[0].id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
    const twice = await app.inject({
      method: "POST",
      url: `${url}/${rows[0].id}/retry`,
      headers: h.platform,
    });
    expect(twice.statusCode).toBe(404);
  });

  it("answers 400 to a bad query, 401 without a session, 403 to a miner's owner", async () => {
    expect((await app.inject({ url: `${url}?limit=0`, headers: h.platform })).statusCode).toBe(400);
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: h.owner })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: h.stranger })).statusCode).toBe(403);
    const retry = await app.inject({ method: "POST", url: `${url}/1/retry`, headers: h.owner });
    expect(retry.statusCode).toBe(403);
  });
});

describe("who receives an account's event", () => {
  it("money events go to money readers, worker alerts to mining readers", async () => {
    const { receivesEvent } = await import("../../src/modules/notifications/notify");
    const roles = ["owner", "admin", "manager", "accountant", "viewer", "treasurer"];
    expect(roles.filter((r) => receivesEvent(r, "miner-payout"))).toEqual([
      "owner",
      "admin",
      "manager",
      "accountant",
      "treasurer",
    ]);
    expect(roles.filter((r) => receivesEvent(r, "worker-status-changed"))).toEqual([
      "owner",
      "admin",
      "manager",
      "viewer",
    ]);
    expect(roles.filter((r) => receivesEvent(r, "miner-wallet-minpay-changed"))).toEqual(["owner", "admin"]);
    expect(
      await db
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.event, "miner-wallet-address-changed"))),
    ).toHaveLength(6);
  });
});
