import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { mailsTo } from "../identity/mailbox";
import {
  allPayments,
  api,
  btcText,
  csvRecords,
  type DemoWorld,
  demoWorld,
  getJson,
  type PaymentRow,
  satsOfBtc,
} from "./demo-world";

// Referral income (carol signed up with alice's code: alice gets a share of the pool's fee on carol's reward),
// read in every place at one moment: alice's `referral` Payments rows (and the type filter), her CSV export,
// her daily reward mail, her mining report's day breakdown (JSON and CSV), her referrals page (per day, per
// referred miner, in total, carol's 24h hashrate), and carol's reward rows the share is taken from.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
let rows: PaymentRow[] = [];
beforeAll(async () => {
  w = await demoWorld(ctx.database);
  rows = (await allPayments(w.app, `miners/${w.miner("alice")}/payments`, w.h.miner)).filter(
    (p) => p.type === "referral" && p.status !== "canceled",
  );
}, 120_000);
afterAll(() => w?.app.close());

type Referrals = {
  data: { account_name: string; earned_last_day: number; earned_total: number; hash_rate_24h: number }[];
  earned_total: number;
  last_day: string | null;
  daily: { day: string; amount: number }[];
};
const byDay = (list: { day: string | null; amount: number }[]) =>
  Object.fromEntries(list.map((r) => [r.day ?? "", r.amount]));

describe("referral income", () => {
  it("Payments rows = the type filter = the CSV records, masked and incoming", async () => {
    const alice = w.miner("alice");
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const filtered = await allPayments(w.app, `miners/${alice}/payments?type=referral`, w.h.miner);
    const csv = await w.app.inject({
      url: `${api}/miners/${alice}/payments/export?days=90`,
      headers: w.h.miner,
    });
    const records = csvRecords(csv.body).filter((r) => r.type === "referral");
    const shape = rows.map((p) => ({
      day: p.settlement_day,
      amount: p.amount,
      direction: p.direction,
      who: p.referred_account,
    }));
    expect(shape.every((r) => r.direction === "incoming" && r.who === "ca***l")).toBe(true);
    expect(filtered.map((p) => p.id)).toEqual(rows.map((p) => p.id));
    expect(
      records
        .map((r) => ({
          day: r.settlement_day,
          amount: satsOfBtc(r.amount_btc ?? ""),
          direction: r.direction,
          who: r.counterparty,
        }))
        .reverse(),
    ).toEqual(shape);
  });

  it("the referrals page: per day, per referred miner and in total, and carol's hashrate", async () => {
    const { data: [carolRow] = [], ...page } = await getJson<Referrals>(
      w.app,
      `miners/${w.miner("alice")}/referrals`,
      w.h.miner,
    );
    const newest = rows[0];
    const recent = rows.filter((p) => (p.settlement_day ?? "") >= (page.daily.at(-1)?.day ?? ""));
    expect({
      daily: byDay(page.daily),
      total: page.earned_total,
      lastDay: page.last_day,
      carol: carolRow && {
        name: carolRow.account_name,
        total: carolRow.earned_total,
        last: carolRow.earned_last_day,
      },
    }).toEqual({
      daily: byDay(recent.map((p) => ({ day: p.settlement_day, amount: p.amount }))),
      total: rows.reduce((s, p) => s + p.amount, 0),
      lastDay: newest?.settlement_day,
      carol: { name: "ca***l", total: rows.reduce((s, p) => s + p.amount, 0), last: newest?.amount },
    });
    const [carol] = (
      await getJson<{ data: { hash_rate_24h: number }[] }>(
        w.app,
        `miners/stats?id[]=${w.miner("carol")}`,
        w.h.pool,
      )
    ).data;
    expect(Math.abs((carolRow?.hash_rate_24h ?? 0) - (carol?.hash_rate_24h ?? -1))).toBeLessThan(
      (carol?.hash_rate_24h ?? 0) * 1e-9,
    );
  });

  it("the mining report's day breakdown (JSON and CSV) and the reward mail carry each day's referral", async () => {
    const alice = w.miner("alice");
    const { data: report } = await getJson<{
      data: { days: { day: string; breakdown: { referral: number } }[] };
    }>(w.app, `miners/${alice}/mining-report?month=2026-03`, w.h.miner);
    const csv = await w.app.inject({
      url: `${api}/miners/${alice}/mining-report/csv?month=2026-03`,
      headers: w.h.miner,
    });
    const lines = csvRecords(csv.body).filter((r) => r.settlement_day !== "total");
    const mails = (await mailsTo(w.app, "miner@pithead.test")).filter((m) => m.kind === "miner-reward");
    const march = rows.filter((p) => p.settlement_day?.startsWith("2026-03"));
    expect(march).toHaveLength(9);
    for (const p of march) {
      const day = p.settlement_day ?? "";
      const mail = mails.find((m) => m.text.includes(`Mining day: ${day}\n`));
      expect({
        day,
        json: report.days.find((d) => d.day === day)?.breakdown.referral,
        csv: satsOfBtc(lines.find((r) => r.settlement_day === day)?.referral_btc ?? ""),
        mail: mail?.text.includes(`Referral income from ca***l: ${btcText(p.amount)} BTC`),
      }).toEqual({ day, json: p.amount, csv: p.amount, mail: true });
    }
  });

  it("each day's referral is the pool's fee on carol's reward that day times the share, rounded down", async () => {
    const carol = await allPayments(w.app, `miners/${w.miner("carol")}/payments?type=reward`, w.h.pool);
    const fees = new Map(carol.map((p) => [p.settlement_day, p.reward?.fee ?? Number.NaN]));
    for (const p of rows) {
      const percent = Number(p.sharing?.percent);
      expect({ day: p.settlement_day, amount: p.amount }).toEqual({
        day: p.settlement_day,
        amount: Math.floor(((fees.get(p.settlement_day) ?? Number.NaN) * percent) / 100),
      });
    }
  });
});
