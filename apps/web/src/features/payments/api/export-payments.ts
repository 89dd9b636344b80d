import type { paymentsExportPeriods } from "@pithead/contract";
import { fetchApiFile } from "../../../lib/file-download";

export type ExportDays = (typeof paymentsExportPeriods)[number];

/** `GET miners/{id}/payments/export?days=7|30|90`: the CSV as a file. */
export function exportPayments(minerId: string, days: ExportDays): Promise<{ blob: Blob; name: string }> {
  return fetchApiFile(
    `miners/${encodeURIComponent(minerId)}/payments/export`,
    { days },
    `payments-${days}d.csv`,
  );
}
