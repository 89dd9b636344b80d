import type { MiningReportPdfBody } from "@pithead/contract";
import { fetchApiFile } from "../../../lib/file-download";

/** `GET miners/{id}/mining-report/csv?month=YYYY-MM`: the month's report as a CSV file. */
export function downloadMiningReport(minerId: string, month: string): Promise<{ blob: Blob; name: string }> {
  return fetchApiFile(
    `miners/${encodeURIComponent(minerId)}/mining-report/csv`,
    { month },
    `mining-report-${month}.csv`,
  );
}

/**
 * `POST miners/{id}/mining-report/pdf`: the month's report as a PDF in the language, with the watcher link on
 * it when one is given (a POST: the link is a secret).
 */
export function downloadMiningReportPdf(
  minerId: string,
  body: MiningReportPdfBody,
): Promise<{ blob: Blob; name: string }> {
  return fetchApiFile(
    `miners/${encodeURIComponent(minerId)}/mining-report/pdf`,
    {},
    `mining-report-${body.month}.pdf`,
    { accept: "application/pdf", body },
  );
}
