import type { MiningReport } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { miningReportPdf } from "../../src/modules/mining-report/mining-report-pdf";
import { pdfText } from "./pdf-text";

const report: MiningReport = {
  miner_id: "00000000-0000-4000-8000-000000000001",
  month: "2026-03",
  account_name: "rep",
  pool_name: "Pithead",
  deadline: "2026-04-20",
  complete: true,
  days: [],
  addresses: [],
  payouts: [],
  totals: { credited: 0, rub_value: "0.00", days_without_price: 0 },
};

describe("the mining report PDF's watcher link", () => {
  // A token with a hyphen early on, and wide letters, on a long host: each broke the link across two lines
  // before (after "/watch/" or after the "-"), so the printed and the copied link were wrong.
  const token = "l6S1M4-lfmFHWRoUgecHGkW3H5K7DK9Sn6PNZ3OppWW";
  for (const host of ["http://localhost:8080", "https://pool.example-mining-company.com"]) {
    for (const language of ["en", "ru", "cn"] as const) {
      it(`is printed whole on one line: ${language}, ${host}`, async () => {
        const url = `${host}/watch/${token}`;
        const pdf = await miningReportPdf(report, { language, watcherLink: url, generatedAt: new Date() });
        expect(await pdfText(pdf)).toContain(`\n${url}\n`);
        expect(pdf.toString("latin1")).toContain(`/URI (${url})`);
      });
    }
  }
});
