import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { ingestHeaders, postShares } from "./shares";

/** `POST /api/ingest/v1/share-columns`: the share batch as columns (contract share-columns.ts). */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
});
afterAll(() => app.close());

const ms = (iso: string) => Date.parse(iso);
const postColumns = (body: unknown, headers: Record<string, string> = ingestHeaders) =>
  app.inject({ method: "POST", url: "/api/ingest/v1/share-columns", headers, payload: body as object });

describe("POST /api/ingest/v1/share-columns", () => {
  it("answers 401 without the token", async () => {
    const res = await postColumns({}, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
  });

  it("folds a batch as the share format does, and is the same batch in either format", async () => {
    const columns = {
      batch_id: "c-1",
      workers: [
        { account: "alice", worker: "col1" },
        { account: "nobody-here", worker: "x" },
      ],
      worker: [0, 0, 1],
      difficulty: [1000, 500.5, 7],
      accepted: [true, false, true],
      ts: [ms("2026-03-02T09:58:10Z"), ms("2026-03-02T09:58:20Z"), ms("2026-03-02T09:58:30Z")],
    };
    const res = await postColumns(columns);
    expect(res.statusCode).toBe(200);
    const answer = {
      batch_id: "c-1",
      accepted: 2,
      rejected: 1,
      unknown_accounts: [{ account: "nobody-here", shares: 1 }],
    };
    expect(res.json()).toEqual(answer);
    // The same shares as objects under the same id: a retry (the first answer); other shares: 409.
    const shares = [
      { worker: "col1", difficulty: 1000, ts: "2026-03-02T09:58:10.000Z" },
      { worker: "col1", difficulty: 500.5, accepted: false, ts: "2026-03-02T09:58:20Z" },
      { account: "nobody-here", worker: "x", difficulty: 7, ts: "2026-03-02T09:58:30Z" },
    ];
    const again = await postShares(app, "c-1", shares);
    expect([again.statusCode, again.json()]).toEqual([200, answer]);
    const other = await postShares(app, "c-1", shares.slice(0, 2));
    expect(other.statusCode).toBe(409);
    // And the other way round.
    const first = await postShares(app, "c-2", shares);
    const back = await postColumns({ ...columns, batch_id: "c-2" });
    expect([back.statusCode, back.json()]).toEqual([200, first.json()]);
  });

  it("refuses a malformed batch whole with field errors naming the column and the share", async () => {
    const res = await postColumns({
      batch_id: "c-bad",
      workers: [{ account: "alice", worker: "bad name" }],
      worker: [0, 2],
      difficulty: [0, 2e15],
      accepted: [true, "yes"],
      ts: [ms("2026-03-02T09:58:10Z")],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "validation_failed",
      fields: expect.arrayContaining([
        { name: "workers.0.worker", text: "match_invalid" },
        { name: "difficulty.0", text: "min_threshold" },
        { name: "difficulty.1", text: "max_threshold" },
        { name: "accepted.1", text: "invalid_input" },
      ]),
    });
    const unknownWorker = await postColumns({
      batch_id: "c-bad-2",
      workers: [{ account: "alice", worker: "w" }],
      worker: [0, 1],
      difficulty: [1, 1],
      accepted: [true, true],
      ts: [ms("2026-03-02T09:58:10Z"), ms("2026-03-02T09:58:10Z")],
    });
    expect(unknownWorker.json()).toEqual({
      code: "validation_failed",
      message: "Request validation failed",
      fields: [{ name: "worker.1", text: "max_threshold" }],
    });
    const nul = await postColumns({
      batch_id: "c-bad-3",
      workers: [{ account: "al\u0000ice", worker: "w" }],
      worker: [0],
      difficulty: [1],
      accepted: [true],
      ts: [ms("2026-03-02T09:58:10Z")],
    });
    expect(nul.json()).toEqual({
      code: "validation_failed",
      message: "Text must not contain NUL characters or unpaired surrogates",
      fields: [{ name: "workers.0.account", text: "invalid_input" }],
    });
  });

  it("refuses share times out of range, naming ts.<i>", async () => {
    const res = await postColumns({
      batch_id: "c-time",
      workers: [{ account: "alice", worker: "ctime" }],
      worker: [0, 0, 0],
      difficulty: [1, 1, 1],
      accepted: [true, true, true],
      ts: [ms("2026-03-02T10:05:00Z"), ms("2026-03-02T10:05:00.001Z"), ms("2026-02-28T09:59:59.999Z")],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "validation_failed",
      message: "Share times out of range",
      fields: [
        { name: "ts.1", text: "max_threshold" },
        { name: "ts.2", text: "min_threshold" },
      ],
    });
  });
});
