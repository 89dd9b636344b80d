import { fetchApiFile } from "../../../lib/file-download";

/** `GET miners/{id}/mining-report/csv?month=YYYY-MM`: the month's report as a CSV file. */
export function downloadMiningReport(minerId: string, month: string): Promise<{ blob: Blob; name: string }> {
  return fetchApiFile(
    `miners/${encodeURIComponent(minerId)}/mining-report/csv`,
    { month },
    `mining-report-${month}.csv`,
  );
}
