import type { App } from "../../src/app";
import { testIngestToken } from "../helper";

export type TestShare = {
  account?: string;
  worker?: string;
  difficulty?: number;
  accepted?: boolean;
  reason?: string;
  ts: string;
  behaviour?: "hardware" | "boundary";
};

export const ingestHeaders = { authorization: `Bearer ${testIngestToken}` };

/** Posts a batch to the ingest endpoint (alice's rig1, difficulty 1000, accepted unless told). */
export function postShares(
  app: App,
  batchId: string,
  shares: TestShare[],
  headers: Record<string, string> = ingestHeaders,
) {
  return app.inject({
    method: "POST",
    url: "/api/ingest/v1/shares",
    headers,
    payload: {
      batch_id: batchId,
      shares: shares.map((s) => ({
        account: "alice",
        worker: "rig1",
        difficulty: 1000,
        accepted: true,
        ...s,
      })),
    },
  });
}

/** `n` accepted shares spread evenly over [from, from + seconds). */
export function evenShares(from: string, seconds: number, n: number, over: Partial<TestShare> = {}) {
  const t0 = Date.parse(from);
  return Array.from({ length: n }, (_, i) => ({
    ts: new Date(t0 + Math.floor((i * seconds * 1000) / n)).toISOString(),
    ...over,
  }));
}
