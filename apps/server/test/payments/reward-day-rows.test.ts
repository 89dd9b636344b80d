import { type Payment, paymentsListSchema } from "@pithead/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import type { Db } from "../../src/db/client";
import { courierMessages, notificationPreferences, pools, profitSharings, users } from "../../src/db/schema";
import { deliveryChannels } from "../../src/modules/notifications/delivery-channels";
import { deliverDue } from "../../src/modules/notifications/outbox-delivery";
import { paymentsExportRepository } from "../../src/modules/payments/payments-export.repository";
import { runRewards } from "../../src/modules/rewards/reward-run";
import { buildTestApp, useTestDatabase } from "../helper";
import { addDifficulty, api, headersOf, newMiner, poolAndOperator, setRate } from "../money/money-fixture";
import { S } from "../money/reward-scenario";
import { parseCsv } from "./rfc4180";

/**
 * One reward day with a profit share to two accounts and a referral, read in every place it is shown: the
 * Payments lists (miner and pool, both orders), the type filter, the CSV, the referrals page and the reward
 * mail of each account. Each figure is the same everywhere; a day's reward always comes before its shares.
 */
const ctx = useTestDatabase({ demo: true });
const day = "2026-04-02";
const clock = new TestClock("2026-04-03T10:00:00Z");
let app: App;
let db: Db;
const ids = { pool: "", donor: "", bob: "", carol: "", ref: "" };
const h: Record<string, Record<string, string>> = {};
const email = (name: string) => `${name}@rw.test`;

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  db = ctx.database.db;
  ids.pool = (await poolAndOperator(db)).poolId;
  for (const name of ["donor", "bob", "carol", "ref"] as const) {
    ids[name] = await newMiner(db, `rw${name}`);
    h[name] = await headersOf(db, clock, email(name), { type: "miner", id: ids[name], role: "owner" });
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email(name)));
    await db.insert(notificationPreferences).values({
      userId: user?.id ?? "",
      event: "miner-reward",
      channel: "email",
      enabled: true,
      updatedAt: clock.now(),
    });
  }
  await db
    .update(users)
    .set({ language: "ru" })
    .where(eq(users.email, email("bob")));
  h.pool = await headersOf(db, clock, "pool@rw.test", { type: "pool", id: ids.pool, role: "owner" });
  await db.update(pools).set({ miningReport: true }).where(eq(pools.id, ids.pool));
  await setRate(db, 52_500n, "2026-04-01");
  for (const name of ["donor", "bob", "ref"] as const) await addDifficulty(db, ids[name], day, S);
  const split = (recipient: string, type: "profit_sharing" | "referral", ppm: number) => ({
    donorMinerId: ids.donor,
    recipientMinerId: recipient,
    type,
    ppm,
    startDate: "2026-04-01",
    createdAt: new Date("2026-03-31T10:00:00Z"),
  });
  await db
    .insert(profitSharings)
    .values([
      split(ids.bob, "profit_sharing", 100_000),
      split(ids.carol, "profit_sharing", 50_000),
      split(ids.ref, "referral", 200_000),
    ]);
  expect((await runRewards(db, clock, day)).ran).toBe(true);
  await deliverDue(db, clock, deliveryChannels(app.config, null), { publicUrl: "https://pool.test" });
});
afterAll(() => app.close());

const list = async (path: string, headers: Record<string, string>) => {
  const res = await app.inject({ url: `${api}/${path}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return paymentsListSchema.parse(res.json()).data;
};
/** The account's Payments rows of the reward day (newest first, as the page opens). */
const dayRows = async (name: keyof typeof ids) =>
  (await list(`miners/${ids[name]}/payments?from=${day}&to=2026-04-03`, h[name] ?? {})).filter(
    (p) => p.settlement_day === day,
  );
const csvOf = async (name: keyof typeof ids) => {
  const res = await app.inject({
    url: `${api}/miners/${ids[name]}/payments/export?days=7`,
    headers: h[name],
  });
  expect(res.statusCode, res.body).toBe(200);
  const [header = [], ...records] = parseCsv(res.body);
  return records.map((r) => Object.fromEntries(header.map((k, i) => [k, r[i] ?? ""])));
};

describe("referral income is its own payment type", () => {
  it("lists it as referral with the masked referred account, in the list, its type filter, the CSV and the referrals page", async () => {
    const [referral, ...others] = (await dayRows("ref")).filter((p) => p.type !== "reward");
    expect(others).toEqual([]);
    expect(referral).toMatchObject({
      type: "referral",
      direction: "incoming",
      counterparty: null,
      referred_account: "rw***r",
      sharing: { type: "referral", percent: "20" },
    });
    const filtered = await list(`miners/${ids.ref}/payments?type=referral`, h.ref ?? {});
    expect(filtered.map((p) => [p.id, p.amount])).toEqual([[referral?.id, referral?.amount]]);
    expect(await list(`miners/${ids.ref}/payments?type=profit_sharing`, h.ref ?? {})).toEqual([]);
    const csv = (await csvOf("ref")).filter((r) => r.type === "referral");
    expect(csv.map((r) => [r.amount_btc, r.counterparty])).toEqual([
      [(Number(referral?.amount) / 1e8).toFixed(8), "rw***r"],
    ]);
    const page = await app.inject({ url: `${api}/miners/${ids.ref}/referrals`, headers: h.ref });
    expect(page.json().daily).toEqual([{ day, amount: referral?.amount }]);
    // A profit share still names its account in full on both sides.
    const donorShares = (await dayRows("donor")).filter((p) => p.type === "profit_sharing");
    expect(
      donorShares.map((p) => [p.direction, p.counterparty?.account_name, p.referred_account]).sort(),
    ).toEqual([
      ["outgoing", "rwbob", null],
      ["outgoing", "rwcarol", null],
    ]);
  });
});

describe("rows of one time: the day's reward before its shares", () => {
  const ranks = (rows: Payment[]) => rows.map((p) => (p.type === "reward" ? 0 : 1));
  const sorted = (r: number[]) => [...r].sort((a, b) => a - b);

  it("in the miner's and the pool's list, newest first and oldest first", async () => {
    for (const sort of ["desc", "asc"]) {
      const mine = await list(
        `miners/${ids.donor}/payments?sort=${sort}&from=${day}&to=2026-04-03`,
        h.donor ?? {},
      );
      expect(mine.map((p) => p.type)).toEqual(["reward", "profit_sharing", "profit_sharing"]);
      const pool = (
        await list(
          `pools/${ids.pool}/payments?sort=${sort}&from=${day}&to=2026-04-03&per_page=200`,
          h.pool ?? {},
        )
      ).filter((p) => p.settlement_day === day);
      expect(pool).toHaveLength(8);
      expect(ranks(pool)).toEqual(sorted(ranks(pool)));
    }
  });

  it("in the CSV, and its keyset pages neither overlap nor skip", async () => {
    expect((await csvOf("donor")).map((r) => r.type)).toEqual(["reward", "profit_sharing", "profit_sharing"]);
    const repo = paymentsExportRepository(db);
    const window = { from: new Date("2026-04-01T00:00:00Z"), to: new Date("2026-04-04T00:00:00Z") };
    const whole = await repo.after(ids.donor, [], window, null, 100);
    const paged: string[] = [];
    let cursor: { createdAt: Date; sortRank: number; id: string } | null = null;
    for (;;) {
      const [row] = await repo.after(ids.donor, [], window, cursor, 1);
      if (!row) break;
      paged.push(row.id);
      cursor = { createdAt: row.createdAt, sortRank: row.sortRank, id: row.id };
    }
    expect(paged).toEqual(whole.map((r) => r.id));
    expect(whole.map((r) => r.type)).toEqual(["reward", "profit_sharing", "profit_sharing"]);
  });
});

describe("the daily reward mail matches the Payments rows of the day", () => {
  /** The amount lines of a mail text: [label, BTC as written]. */
  const mailLines = async (name: string) => {
    const mails = await db
      .select()
      .from(courierMessages)
      .where(eq(courierMessages.to, email(name)));
    expect(mails).toHaveLength(1);
    return (mails[0]?.text ?? "").split("\n").flatMap((line) => {
      const match = /^(.+?): (-?\d+[.,]\d{8}) BTC/.exec(line);
      return match ? [[match[1], match[2]]] : [];
    });
  };
  const btc = (sats: number, comma = false) => {
    const text = `${sats < 0 ? "-" : ""}${(Math.abs(sats) / 1e8).toFixed(8)}`;
    return comma ? text.replace(".", ",") : text;
  };
  const signed = (p: Payment) => (p.direction === "outgoing" ? -p.amount : p.amount);
  const en = (p: Payment) =>
    p.type === "reward"
      ? "Reward"
      : p.type === "referral"
        ? `Referral income from ${p.referred_account}`
        : `Profit sharing ${p.direction === "outgoing" ? "to" : "from"} ${p.counterparty?.account_name}`;
  const ru = (p: Payment) =>
    p.type === "reward" ? "Вознаграждение" : `Распределение дохода с ${p.counterparty?.account_name}`;

  it("states each row's amount, its counterparty as the list shows it, and the total credited (their sum)", async () => {
    for (const name of ["donor", "ref", "carol", "bob"] as const) {
      const rows = await dayRows(name);
      const total = rows.reduce((sum, p) => sum + signed(p), 0);
      const comma = name === "bob";
      const label = comma ? ru : en;
      const lines = await mailLines(name);
      expect(lines.at(-1), name).toEqual([
        comma ? "Всего начислено" : "Credited in total",
        btc(total, comma),
      ]);
      expect(lines.slice(0, -1).sort(), name).toEqual(
        rows.map((p) => [label(p), btc(signed(p), comma)]).sort(),
      );
    }
    // The donor's mail: the reward as its row says it (before sharing), then what it gave.
    const donor = await dayRows("donor");
    const reward = donor.find((p) => p.type === "reward");
    expect((await mailLines("donor"))[0]).toEqual(["Reward", btc(reward?.amount ?? 0)]);
    expect(reward?.amount).toBe(reward?.reward?.net);
  });
});

describe("the mining report's day breakdown matches the Payments rows of the day", () => {
  it("gives the reward, shares given and received and referral income apart, summing to the day's credit", async () => {
    for (const name of ["donor", "bob", "carol", "ref"] as const) {
      const rows = await dayRows(name);
      const sum = (type: string, direction: string) =>
        rows.filter((p) => p.type === type && p.direction === direction).reduce((n, p) => n + p.amount, 0);
      const res = await app.inject({
        url: `${api}/miners/${ids[name]}/mining-report?month=2026-04`,
        headers: h[name],
      });
      expect(res.statusCode, res.body).toBe(200);
      const [reportDay] = res.json().data.days;
      const breakdown = {
        reward: sum("reward", "incoming"),
        shares_given: sum("profit_sharing", "outgoing"),
        shares_received: sum("profit_sharing", "incoming"),
        referral: sum("referral", "incoming"),
      };
      expect(reportDay, name).toMatchObject({ day, breakdown });
      expect(reportDay.credited, name).toBe(
        breakdown.reward - breakdown.shares_given + breakdown.shares_received + breakdown.referral,
      );
      const csv = await app.inject({
        url: `${api}/miners/${ids[name]}/mining-report/csv?month=2026-04`,
        headers: h[name],
      });
      const [header = [], record = []] = parseCsv(csv.body);
      const column = (key: string) => record[header.indexOf(key)];
      expect([column("reward_btc"), column("shares_given_btc"), column("referral_btc")], name).toEqual(
        [breakdown.reward, breakdown.shares_given, breakdown.referral].map((n) => (n / 1e8).toFixed(8)),
      );
    }
  });
});
