import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { expect } from "vitest";
import { systemClock } from "../../src/clock";
import { openDatabase } from "../../src/db/client";
import { prepareDatabase } from "../../src/db/prepare";
import { sessionFor } from "../product-session";

/**
 * The fault tests' mixed load and their common checks (test/faults/*.test.ts): readers, ingest batches (POST
 * /api/ingest/v1/shares, Bearer token, each with its own batch_id) and writers (the language, a counter) run
 * against a real server process while a fault is injected; afterwards the batches not acknowledged are sent
 * again with the same batch_id until each gets a 2xx, and `checkBooks` finds every acknowledged batch and miner
 * there exactly once, the last acknowledged write kept, and the ledger balanced.
 */
export const api = "/api/backend/v0.1";
export const ingestToken = "fault-test-ingest-token-0123456789abcdef";

export type FaultFixture = {
  sessionToken: string;
  /** One user per writer: each writes its own navigation state. */
  writers: { token: string; identityId: string }[];
  account: string;
  runId: string;
};

/** Migrates (when asked), then the signed-in users and the miner the batches are sent for. */
export async function prepareFaultData(
  databaseUrl: string,
  opts: { migrate: boolean },
): Promise<FaultFixture> {
  const database = await openDatabase({ databaseUrl });
  try {
    if (opts.migrate) await prepareDatabase(database, { demo: false });
    const runId = Date.now().toString(36);
    const session = await sessionFor(database.db, systemClock, `fault-${runId}@pithead.test`);
    const writers = [];
    for (let n = 0; n < 2; n++) {
      const writer = await sessionFor(database.db, systemClock, `fault-${runId}-w${n}@pithead.test`);
      writers.push({ token: writer.token, identityId: writer.identityId });
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      "insert into miners (pool_id, account_name, title) select id, 'faultminer', 'Faults' from pools limit 1 on conflict do nothing",
    );
    await client.end();
    return { sessionToken: session.token, writers, account: "faultminer", runId };
  } finally {
    await database.close();
  }
}

export type Outcome = {
  kind: "read" | "ingest" | "write";
  path: string;
  /** 0: no HTTP answer (the connection refused or reset, or the 15 s client timeout). */
  status: number;
  code?: string | undefined;
  startedAt: number;
  ms: number;
};

type Batch = { body: string; shares: number; difficulty: number; acked: boolean };

/** One call with a 15 s client timeout: a hang shows as status 0 and ms near 15,000. */
async function call(
  url: string,
  kind: Outcome["kind"],
  path: string,
  init: RequestInit = {},
): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    let code: string | undefined;
    if (res.status >= 400) {
      try {
        code = (JSON.parse(text) as { code?: string }).code;
      } catch {
        code = undefined;
      }
    }
    return { kind, path, status: res.status, code, startedAt, ms: Date.now() - startedAt };
  } catch {
    return { kind, path, status: 0, startedAt, ms: Date.now() - startedAt };
  }
}

export type Load = ReturnType<typeof startLoad>;

/**
 * Starts the mixed load on `url()` (asked again for each call: a restarted server may listen elsewhere):
 * `readers` loops of session and public reads, `ingesters` loops sending new batches of `shares` shares each,
 * `writers` loops setting the language and their navigation counter. `stop` ends the loops and waits for their calls.
 */
export function startLoad(
  url: () => string,
  fx: FaultFixture,
  opts: { readers?: number; ingesters?: number; writers?: number; shares?: number; pauseMs?: number } = {},
) {
  let stopped = false;
  const outcomes: Outcome[] = [];
  const batches = new Map<string, Batch>();
  /** Per writer: the last navigation counter acknowledged (204), and the last one sent. */
  const navigation = fx.writers.map(() => ({ acked: -1, sent: -1 }));
  const session = { "x-session-token": fx.sessionToken };
  const pause = () => sleep(opts.pauseMs ?? 5);
  let batchNo = 0;

  const reader = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const path = (n + i) % 2 === 0 ? `${api}/identity` : `${api}/pools/current`;
      outcomes.push(await call(url(), "read", path, { headers: session }));
      await pause();
    }
  };
  const ingester = async () => {
    while (!stopped) {
      const no = batchNo++;
      const batchId = `fault-${fx.runId}-${no}`;
      const count = opts.shares ?? 200;
      const difficulty = 1000 + (no % 17) * 250;
      const now = Date.now();
      const shares = Array.from({ length: count }, (_, i) => ({
        account: fx.account,
        worker: `w${i % 8}`,
        ts: new Date(now - 60_000 + i * 10).toISOString(),
        difficulty,
        accepted: true,
      }));
      const body = JSON.stringify({ batch_id: batchId, shares });
      const batch: Batch = { body, shares: count, difficulty, acked: false };
      batches.set(batchId, batch);
      const outcome = await call(url(), "ingest", "/api/ingest/v1/shares", {
        method: "POST",
        headers: { authorization: `Bearer ${ingestToken}`, "content-type": "application/json" },
        body,
      });
      outcomes.push(outcome);
      batch.acked = outcome.status >= 200 && outcome.status < 300;
      await pause();
    }
  };
  /** Each writer its own user: the language, then its navigation state's counter, one after the other. */
  const writer = async (n: number) => {
    const me = fx.writers[n % fx.writers.length];
    const state = navigation[n % fx.writers.length];
    if (!me || !state) return;
    const headers = { "x-session-token": me.token, "content-type": "application/json" };
    for (let i = 0; !stopped; i++) {
      if (i % 2 === 0) {
        outcomes.push(
          await call(url(), "write", `${api}/identity/language`, {
            method: "PUT",
            headers,
            body: JSON.stringify({ language: i % 4 === 0 ? "en" : "ru" }),
          }),
        );
      } else {
        state.sent = i;
        const outcome = await call(url(), "write", `${api}/identity/${me.identityId}/navigation`, {
          method: "PUT",
          headers,
          body: JSON.stringify({ counter: i }),
        });
        outcomes.push(outcome);
        if (outcome.status === 204) state.acked = i;
      }
      await pause();
    }
  };
  const loops = [
    ...Array.from({ length: opts.readers ?? 4 }, (_, n) => reader(n)),
    ...Array.from({ length: opts.ingesters ?? 2 }, () => ingester()),
    ...Array.from({ length: Math.min(opts.writers ?? 2, fx.writers.length) }, (_, n) => writer(n)),
  ];
  return {
    outcomes,
    batches,
    navigation,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
    /** The answers of calls started in [from, to). */
    between: (from: number, to: number) => outcomes.filter((o) => o.startedAt >= from && o.startedAt < to),
  };
}

/**
 * Sends every batch not acknowledged again with the same batch_id and content until it gets a 2xx (a batch
 * whose first try committed but whose answer was lost gets its first answer again). Answers how many it sent.
 */
export async function retryUnacked(url: string, load: Load, ms = 30_000): Promise<number> {
  const deadline = Date.now() + ms;
  let retried = 0;
  for (const [batchId, batch] of load.batches) {
    while (!batch.acked) {
      if (Date.now() > deadline) throw new Error(`batch ${batchId} never acknowledged`);
      const outcome = await call(url, "ingest", "/api/ingest/v1/shares", {
        method: "POST",
        headers: { authorization: `Bearer ${ingestToken}`, "content-type": "application/json" },
        body: batch.body,
      });
      retried += 1;
      batch.acked = outcome.status >= 200 && outcome.status < 300;
      if (!batch.acked) await sleep(200);
    }
  }
  return retried;
}

/**
 * The checks after a fault: every batch (all acknowledged by now) counted exactly once in the miner's 1-minute
 * rollups and recorded once; each writer's stored navigation state its last acknowledged write or a later one
 * sent (read through `url`); the ledger's postings sum to zero.
 */
export async function checkBooks(url: string, databaseUrl: string, fx: FaultFixture, load: Load) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const batches = [...load.batches.values()];
    expect(batches.every((b) => b.acked)).toBe(true);
    const shares = batches.reduce((sum, b) => sum + b.shares, 0);
    const difficulty = batches.reduce((sum, b) => sum + b.shares * b.difficulty, 0);
    const { rows: rollups } = await client.query<{ count: string; difficulty: number }>(
      `select coalesce(sum(r.accepted_count), 0)::text as count,
              coalesce(sum(r.accepted_difficulty), 0)::float8 as difficulty
         from miner_rollups r join miners m on m.id = r.miner_id
        where m.account_name = $1 and r.bucket_seconds = 60`,
      [fx.account],
    );
    expect(rollups[0]?.count).toBe(String(shares));
    expect(rollups[0]?.difficulty).toBeCloseTo(difficulty, 3);
    const { rows: recorded } = await client.query<{ n: string }>(
      "select count(*)::text as n from ingest_batches where batch_id like $1",
      [`fault-${fx.runId}-%`],
    );
    expect(recorded[0]?.n).toBe(String(batches.length));
    let writes = 0;
    for (const [n, me] of fx.writers.entries()) {
      const state = load.navigation[n];
      if (!state || state.sent < 0) continue;
      const res = await fetch(`${url}${api}/identity/${me.identityId}/navigation`, {
        headers: { "x-session-token": me.token },
      });
      expect(res.status).toBe(200);
      const stored = ((await res.json()) as { counter?: number }).counter ?? -1;
      expect(stored).toBeGreaterThanOrEqual(state.acked);
      expect(stored).toBeLessThanOrEqual(state.sent);
      writes += state.acked + 1;
    }
    const { rows: ledger } = await client.query<{ sum: string }>(
      "select coalesce(sum(amount), 0)::text as sum from ledger_postings",
    );
    expect(ledger[0]?.sum).toBe("0");
    return { batches: batches.length, shares, writes };
  } finally {
    await client.end();
  }
}
