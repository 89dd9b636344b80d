import { type ErrorBody, errorBodySchema } from "@pithead/contract";
import { ApiError, buildApiUrl, getWatcherToken, nextRequestId } from "./api-client";

/** The file name the server gives in `Content-Disposition`, else ours. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (star?.[1]) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return plain?.[1]?.trim() || fallback;
}

/**
 * A file from the API (a CSV export, a PDF), with the session cookie or the watcher token in watch mode. Not
 * through `api()`: the answer is a file, not JSON. With `body` it is a POST of that JSON (a request that carries
 * a secret, kept out of the URL). A refusal throws `ApiError` with the server's error body.
 */
export async function fetchApiFile(
  path: string,
  query: Record<string, string | number>,
  fallbackName: string,
  options: { accept?: string; body?: unknown } = {},
): Promise<{ blob: Blob; name: string }> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? "text/csv",
    "X-Request-Id": nextRequestId(),
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const token = getWatcherToken();
  if (token) headers["X-Watcher-Token"] = token;
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method: options.body === undefined ? "GET" : "POST",
      headers,
      credentials: "include",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new ApiError(0, { code: "network_error", message: String(error) });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorBodySchema.safeParse(body);
    const fallback: ErrorBody = { code: "internal_error", message: response.statusText || "download failed" };
    throw new ApiError(response.status, parsed.success ? parsed.data : fallback);
  }
  const blob = await response.blob();
  return { blob, name: fileNameOf(response.headers.get("Content-Disposition"), fallbackName) };
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
