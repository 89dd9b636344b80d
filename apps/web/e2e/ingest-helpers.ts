import { type APIRequestContext, expect } from "@playwright/test";

/** The share ingest token of the e2e server (playwright.config.ts passes it to the server's environment). */
export const E2E_INGEST_TOKEN = "e2e-ingest-token-playwright-0123456789";

export type TestShare = { worker: string; difficulty: number; accepted: boolean; ts: string };

/**
 * Shares of one worker, one every `everySeconds` over the last `minutes` (ending a minute ago), each of the
 * same difficulty: a steady hashrate of difficulty x 2^32 / everySeconds H/s.
 */
export function steadyShares(
  worker: string,
  minutes: number,
  everySeconds: number,
  difficulty: number,
): TestShare[] {
  const end = Date.now() - 60_000;
  const count = Math.floor((minutes * 60) / everySeconds);
  return Array.from({ length: count }, (_, i) => ({
    worker,
    difficulty,
    accepted: true,
    ts: new Date(end - i * everySeconds * 1000).toISOString(),
  }));
}

/** `POST /api/ingest/v1/shares` as a stratum server does; answers the HTTP response. */
export function postShares(request: APIRequestContext, account: string, shares: TestShare[]) {
  return request.post("/api/ingest/v1/shares", {
    headers: { Authorization: `Bearer ${E2E_INGEST_TOKEN}` },
    data: {
      batch_id: `e2e-${account}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      shares: shares.map((share) => ({ account, ...share })),
    },
  });
}

/** The same, expecting the batch taken; answers the ingest result. */
export async function ingestShares(request: APIRequestContext, account: string, shares: TestShare[]) {
  const response = await postShares(request, account, shares);
  expect(response.status()).toBe(200);
  return (await response.json()) as { accepted: number; rejected: number };
}
