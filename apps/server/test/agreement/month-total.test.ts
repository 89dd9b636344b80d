import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helper";
import { pdfText } from "../mining-report/pdf-text";
import {
  allPayments,
  api,
  btcText,
  csvRecords,
  type DemoWorld,
  demoWorld,
  getJson,
  satsOfBtc,
  signed,
} from "./demo-world";

// A month's credited total (and its rouble value), read in every place at one moment: the mining report (JSON,
// CSV, PDF text in en and ru), the tax calculator's year route (the month's row), the Payments rows of the
// month's settlement days, and for a Control Hub customer its row in the operator's report. The days whose price
// is stale are marked alike in the JSON, the CSV and the PDF.
const ctx = useTestDatabase({ demo: true });
let w: DemoWorld;
beforeAll(async () => {
  w = await demoWorld(ctx.database);
}, 120_000);
afterAll(() => w?.app.close());

type Totals = { credited: number; rub_value: string; days_without_price: number };
type Report = {
  data: {
    days: { day: string; credited: number; rub_value: string | null; rub_price_stale: boolean }[];
    totals: Totals;
  };
};
type Year = { data: { months: (Totals & { month: string; days: number })[] } };
const rewardTypes = new Set(["reward", "profit_sharing", "referral"]);
const months = ["2026-02", "2026-03"];

/** "24846.35" -> how the PDF writes it: "24,846.35" (en) or "24 846,35" (ru). */
function rubText(value: string, language: "en" | "ru") {
  const [whole = "", cents = ""] = value.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === "en" ? "," : " ");
  return language === "en" ? `${grouped}.${cents}` : `${grouped},${cents}`;
}

async function pdfOf(id: string, month: string, language: "en" | "ru") {
  const res = await w.app.inject({
    method: "POST",
    url: `${api}/miners/${id}/mining-report/pdf`,
    headers: w.h.pool,
    payload: { month, language },
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

describe("a month's credited total", () => {
  it.each(["alice", "bob", "carol", "northhub01", "northhub02"])(
    "%s, February and March: report JSON = CSV = PDF = year route = Payments",
    async (name) => {
      const id = w.miner(name);
      const h = w.h.pool;
      const { data: year } = await getJson<Year>(w.app, `miners/${id}/mining-report/year?year=2026`, h);
      const rows = (await allPayments(w.app, `miners/${id}/payments`, h)).filter(
        (p) => rewardTypes.has(p.type) && p.status !== "canceled",
      );
      for (const month of months) {
        const { data: report } = await getJson<Report>(w.app, `miners/${id}/mining-report?month=${month}`, h);
        const csv = await w.app.inject({
          url: `${api}/miners/${id}/mining-report/csv?month=${month}`,
          headers: h,
        });
        const records = csvRecords(csv.body);
        const total = records.find((r) => r.settlement_day === "total");
        const en = await pdfOf(id, month, "en");
        const ru = await pdfOf(id, month, "ru");
        const { credited, rub_value } = report.totals;
        const yearMonth = year.months.find((m) => m.month === month);
        const ofMonth = rows.filter((p) => p.settlement_day?.startsWith(month));

        expect(credited).toBeGreaterThan(0);
        expect({
          month,
          days: report.days.reduce((s, d) => s + d.credited, 0),
          csv: total && satsOfBtc(total.credited_btc ?? ""),
          csvRub: total?.rub_value,
          pdfEn: en.includes(`\nTotal ${btcText(credited)} ${rubText(rub_value, "en")}\n`),
          pdfRu: ru.includes(`\nИтого ${btcText(credited).replace(".", ",")} ${rubText(rub_value, "ru")}\n`),
          year: yearMonth && { credited: yearMonth.credited, rub: yearMonth.rub_value, days: yearMonth.days },
          payments: ofMonth.reduce((s, p) => s + signed(p), 0),
        }).toEqual({
          month,
          days: credited,
          csv: credited,
          csvRub: rub_value,
          pdfEn: true,
          pdfRu: true,
          year: { credited, rub: rub_value, days: report.days.length },
          payments: credited,
        });
        // A stale price is marked on the same days in every place.
        const staleDays = report.days.filter((d) => d.rub_price_stale).map((d) => d.day);
        const csvStale = records
          .filter((r) => r.settlement_day !== "total" && (r.stale_price_hours_before_credit ?? "") !== "")
          .map((r) => r.settlement_day);
        expect({ month, csv: csvStale, pdf: (en.match(/h before the credit/g) ?? []).length }).toEqual({
          month,
          csv: staleDays,
          pdf: staleDays.length,
        });
      }
    },
    60_000,
  );

  it("each customer's row in the operator's report is the customer's own report", async () => {
    for (const month of months) {
      const { data } = await getJson<{
        data: { customers: (Totals & { miner_id: string; days: number })[]; totals: Totals };
      }>(w.app, `operators/${w.operatorId}/mining-report?month=${month}`, w.h.operator);
      expect(data.customers).toHaveLength(3);
      for (const row of data.customers) {
        const { data: own } = await getJson<Report>(
          w.app,
          `miners/${row.miner_id}/mining-report?month=${month}`,
          w.h.operator,
        );
        expect({ credited: row.credited, rub: row.rub_value, days: row.days }).toEqual({
          credited: own.totals.credited,
          rub: own.totals.rub_value,
          days: own.days.length,
        });
      }
      expect(data.totals.credited).toBe(data.customers.reduce((s, c) => s + c.credited, 0));
    }
  });
});
