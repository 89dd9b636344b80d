import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { mailsTo } from "../identity/mailbox";
import { pdfText } from "../mining-report/pdf-text";
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
  signed,
} from "./demo-world";

// A settlement day's reward and shares, read in every place at one moment: the Payments rows of the day (the
// reward, each share given or received, referral income), the CSV export's records of the day, the mining
// report's day (JSON, CSV, PDF text: what the day credited; JSON and CSV: the reward, shares and referral apart) and the daily reward mail (a line per row, and what
// was credited). The other side of each share (bob's incoming row) is the same amount.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

const march = ["01", "02", "03", "04", "05", "06", "07", "08", "09"].map((d) => `2026-03-${d}`);
const rewardTypes = new Set(["reward", "profit_sharing", "referral"]);
type Breakdown = { reward: number; shares_given: number; shares_received: number; referral: number };
type ReportDay = { day: string; credited: number; rub_value: string | null; breakdown: Breakdown };

/** The day's rows as the mining report breaks the day down. */
function breakdownOf(rows: PaymentRow[]): Breakdown {
  const total = (keep: (p: PaymentRow) => boolean) => rows.filter(keep).reduce((s, p) => s + p.amount, 0);
  return {
    reward: total((p) => p.type === "reward"),
    shares_given: total((p) => p.type === "profit_sharing" && p.direction === "outgoing"),
    shares_received: total((p) => p.type === "profit_sharing" && p.direction === "incoming"),
    referral: total((p) => p.type === "referral"),
  };
}

/** Every place's view of a miner's March: rows by day (Payments, CSV), the report (JSON, CSV, PDF text). */
async function placesOf(name: string, h: Record<string, string>) {
  const id = w.miner(name);
  const rows = (await allPayments(w.app, `miners/${id}/payments`, h)).filter(
    (p) => rewardTypes.has(p.type) && p.status !== "canceled",
  );
  const csv = await w.app.inject({ url: `${api}/miners/${id}/payments/export?days=90`, headers: h });
  const records = csvRecords(csv.body).filter((r) => rewardTypes.has(r.type ?? ""));
  const { data: report } = await getJson<{ data: { days: ReportDay[] } }>(
    w.app,
    `miners/${id}/mining-report?month=2026-03`,
    h,
  );
  const reportCsv = await w.app.inject({
    url: `${api}/miners/${id}/mining-report/csv?month=2026-03`,
    headers: h,
  });
  const pdf = await w.app.inject({
    method: "POST",
    url: `${api}/miners/${id}/mining-report/pdf`,
    headers: h,
    payload: { month: "2026-03", language: "en" },
  });
  expect([csv.statusCode, reportCsv.statusCode, pdf.statusCode]).toEqual([200, 200, 200]);
  return { rows, records, report, reportCsv: csvRecords(reportCsv.body), pdf: await pdfText(pdf.rawPayload) };
}

/** A row as the CSV writes it: type, direction, BTC amount, counterparty (a share's miner or the masked referred). */
const asRecord = (p: PaymentRow) => ({
  type: p.type,
  direction: p.direction,
  amount_btc: btcText(p.amount),
  counterparty: p.counterparty?.account_name ?? p.referred_account ?? "",
});

describe("a day's reward and shares", () => {
  it.each(["alice", "bob", "carol", "northhub01"])(
    "%s, each day of March: Payments rows = CSV records = mining report JSON, CSV and PDF",
    async (name) => {
      const places = await placesOf(name, w.h.pool);
      expect(places.report.days.map((d) => d.day)).toEqual(march);
      for (const day of march) {
        const rows = places.rows.filter((p) => p.settlement_day === day);
        const records = places.records.filter((r) => r.settlement_day === day);
        const reportDay = places.report.days.find((d) => d.day === day);
        const reportLine = places.reportCsv.find((r) => r.settlement_day === day);
        const credited = rows.reduce((s, p) => s + signed(p), 0);
        expect(rows.filter((p) => p.type === "reward")).toHaveLength(1);
        // A reward's figures: its amount is its net, the gross less the fee.
        for (const p of rows.filter((r) => r.type === "reward")) {
          expect(p.reward && p.reward.gross - (p.reward.fee ?? 0)).toBe(p.amount);
          expect(p.reward?.net).toBe(p.amount);
        }
        const pick = (r: Record<string, string>) => ({
          type: r.type,
          direction: r.direction,
          amount_btc: r.amount_btc,
          counterparty: r.counterparty,
        });
        const order = (
          a: { type?: string; amount_btc?: string },
          b: { type?: string; amount_btc?: string },
        ) => `${a.type}${a.amount_btc}`.localeCompare(`${b.type}${b.amount_btc}`);
        expect({ day, records: records.map(pick).sort(order) }).toEqual({
          day,
          records: rows.map(asRecord).sort(order),
        });
        expect({
          day,
          report: reportDay?.credited,
          reportCsv: reportLine && satsOfBtc(reportLine.credited_btc ?? ""),
          reportCsvRub: reportLine?.rub_value,
          pdf: places.pdf.includes(`\n${day} ${btcText(credited)} `),
          breakdown: reportDay?.breakdown,
          breakdownCsv: reportLine && {
            reward: satsOfBtc(reportLine.reward_btc ?? ""),
            shares_given: satsOfBtc(reportLine.shares_given_btc ?? ""),
            shares_received: satsOfBtc(reportLine.shares_received_btc ?? ""),
            referral: satsOfBtc(reportLine.referral_btc ?? ""),
          },
        }).toEqual({
          day,
          report: credited,
          reportCsv: credited,
          reportCsvRub: reportDay?.rub_value,
          pdf: true,
          breakdown: breakdownOf(rows),
          breakdownCsv: breakdownOf(rows),
        });
      }
    },
    60_000,
  );

  it("each share alice gave is bob's incoming row of that day, the same amount", async () => {
    const alice = await allPayments(
      w.app,
      `miners/${w.miner("alice")}/payments?type=profit_sharing`,
      w.h.pool,
    );
    const bob = await allPayments(w.app, `miners/${w.miner("bob")}/payments?type=profit_sharing`, w.h.pool);
    const given = alice.filter((p) => p.direction === "outgoing");
    expect(given.length).toBeGreaterThanOrEqual(march.length);
    const received = bob.filter((p) => p.direction === "incoming");
    expect(
      given.map((p) => ({
        day: p.settlement_day,
        amount: p.amount,
        from: "alice",
        to: p.counterparty?.account_name,
      })),
    ).toEqual(
      received.map((p) => ({
        day: p.settlement_day,
        amount: p.amount,
        from: p.counterparty?.account_name,
        to: "bob",
      })),
    );
  });

  it("alice's daily reward mail: a line per Payments row of the day, and the day's credit", async () => {
    const mails = (await mailsTo(w.app, "miner@pithead.test")).filter((m) => m.kind === "miner-reward");
    const rows = (await allPayments(w.app, `miners/${w.miner("alice")}/payments`, w.h.miner)).filter(
      (p) => rewardTypes.has(p.type) && p.status !== "canceled",
    );
    const labelOf = (p: PaymentRow) =>
      p.type === "reward"
        ? "Reward"
        : p.type === "referral"
          ? `Referral income from ${p.referred_account}`
          : `Profit sharing ${p.direction === "outgoing" ? "to" : "from"} ${p.counterparty?.account_name}`;
    for (const day of march) {
      const mail = mails.find((m) => m.text.includes(`Mining day: ${day}\n`));
      expect(mail, `the mail of ${day}`).toBeDefined();
      const lines = [...(mail?.text ?? "").matchAll(/^(.+): (-?\d+\.\d{8}) BTC/gm)].map((m) => ({
        label: m[1],
        sats: satsOfBtc(m[2] ?? ""),
      }));
      const ofDay = rows.filter((p) => p.settlement_day === day);
      const credited = ofDay.reduce((s, p) => s + signed(p), 0);
      const byLabel = (a: { label?: string }, b: { label?: string }) =>
        String(a.label).localeCompare(String(b.label));
      expect({ day, lines: lines.sort(byLabel) }).toEqual({
        day,
        lines: [
          ...ofDay.map((p) => ({ label: labelOf(p), sats: signed(p) })),
          { label: "Credited in total", sats: credited },
        ].sort(byLabel),
      });
      expect(mail?.subject).toContain(btcText(credited));
    }
  });
});
