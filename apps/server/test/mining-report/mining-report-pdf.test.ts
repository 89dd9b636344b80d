import type { MiningReport } from "@pithead/contract";
import { describe, expect, it } from "vitest";
import { miningReportPdf } from "../../src/modules/mining-report/mining-report-pdf";

const report: MiningReport = {
  month: "2026-03",
  account_name: "rep",
  pool_name: "Pithead",
  deadline: "2026-04-20",
  complete: true,
  days: [],
  addresses: [],
  payouts: [],
  totals: { credited: "0", rub_value: "0.00" },
} as unknown as MiningReport;

async function textOf(body: Buffer): Promise<string> {
  const { extractText } = await import("unpdf");
  return (await extractText(new Uint8Array(body), { mergePages: true })).text;
}

describe("the mining report PDF's watcher link", () => {
  // A token with a hyphen early on, and wide letters, on a long host: each broke the link across two lines
  // before (after "/watch/" or after the "-"), so the printed and the copied link were wrong.
  const token = "l6S1M4-lfmFHWRoUgecHGkW3H5K7DK9Sn6PNZ3OppWW";
  for (const host of ["http://localhost:8080", "https://pool.example-mining-company.com"]) {
    for (const language of ["en", "ru", "cn"] as const) {
      it(`is printed whole on one line: ${language}, ${host}`, async () => {
        const url = `${host}/watch/${token}`;
        const pdf = await miningReportPdf(report, { language, watcherLink: url, generatedAt: new Date() });
        expect(await textOf(pdf)).toContain(`\n${url}\n`);
        expect(pdf.toString("latin1")).toContain(`/URI (${url})`);
      });
    }
  }
});
