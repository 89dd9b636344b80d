import { type ErrorBody, errorBodySchema, type paymentsExportPeriods } from "@pithead/contract";
import { ApiError, buildApiUrl, getWatcherToken } from "../../../lib/api-client";

export type ExportDays = (typeof paymentsExportPeriods)[number];

/** The file name the server gives in `Content-Disposition`, else ours. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (star?.[1]) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return plain?.[1]?.trim() || fallback;
}

/**
 * `GET miners/{id}/payments/export?days=7|30|90`: the CSV as a file (with the session cookie, or the watcher
 * token in watch mode). Not through `api()`: the answer is a file, not JSON.
 */
export async function exportPayments(
  minerId: string,
  days: ExportDays,
): Promise<{ blob: Blob; name: string }> {
  const headers: Record<string, string> = { Accept: "text/csv" };
  const token = getWatcherToken();
  if (token) headers["X-Watcher-Token"] = token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(`miners/${encodeURIComponent(minerId)}/payments/export`, { days }), {
      headers,
      credentials: "include",
    });
  } catch (error) {
    throw new ApiError(0, { code: "network_error", message: String(error) });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorBodySchema.safeParse(body);
    const fallback: ErrorBody = { code: "internal_error", message: response.statusText || "export failed" };
    throw new ApiError(response.status, parsed.success ? parsed.data : fallback);
  }
  const blob = await response.blob();
  return { blob, name: fileNameOf(response.headers.get("Content-Disposition"), `payments-${days}d.csv`) };
}

/** Hands a file to the browser's downloads through a temporary object URL. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
