import { ingestLimits, shareBatchSchema } from "@pithead/contract";
import { shareColumnsBatchSchema } from "@pithead/contract/share-columns";
import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastShareColumns } from "../../src/modules/telemetry/ingest/fast-batch";
import { fastColumnsBatch } from "../../src/modules/telemetry/ingest/fast-columns";
import {
  fastColumnsOf,
  ingestValidatorCompiler,
  unwrapIngestBody,
  useIngestBodyParser,
} from "../../src/modules/telemetry/ingest/ingest-body";
import {
  batchToColumns,
  columnsBatchToColumns,
  type ShareColumns,
} from "../../src/modules/telemetry/ingest/share-columns";
import { seededRandom } from "../../src/modules/telemetry/simulator/prng";
import errors from "../../src/plugins/errors";
import inputGuard from "../../src/plugins/input-guard";

/**
 * The ingest route's fast path (ingest-body.ts, fast-batch.ts) against zod alone (the input guard, Fastify's
 * JSON parser and `shareBatchSchema`, as on every other route): the same status and body for every input,
 * and for a valid batch the same columns.
 */
const summary = (c: ShareColumns) => ({
  batchId: c.batchId,
  workers: c.workers,
  columns: [c.worker, c.difficulty, c.accepted, c.ts].map((a) => Array.from(a)),
});

async function appOf(fast: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(async (scope) => {
    if (fast) useIngestBodyParser(scope);
    const routes = [
      { url: "/shares", schema: shareBatchSchema, check: fastShareColumns, columnsOf: batchToColumns },
      {
        url: "/columns",
        schema: shareColumnsBatchSchema,
        check: fastColumnsBatch,
        columnsOf: columnsBatchToColumns,
      },
    ] as const;
    for (const route of routes) {
      scope.post(
        route.url,
        {
          bodyLimit: 16 * 1024 * 1024,
          ...(fast
            ? { preValidation: unwrapIngestBody(route.check), validatorCompiler: ingestValidatorCompiler }
            : {}),
          schema: { body: route.schema },
        },
        async (request) => {
          const fastColumns = fastColumnsOf(request.body);
          // biome-ignore lint/suspicious/noExplicitAny: zod's output of the route's own schema
          const columns = fastColumns ?? route.columnsOf(route.schema.parse(request.body) as any);
          return { path: fast && fastColumns ? "fast" : "zod", ...summary(columns) };
        },
      );
    }
  });
  await app.ready();
  return app;
}

let fastApp: Awaited<ReturnType<typeof appOf>>;
let zodApp: Awaited<ReturnType<typeof appOf>>;
beforeAll(async () => {
  [fastApp, zodApp] = await Promise.all([appOf(true), appOf(false)]);
});
afterAll(async () => {
  await Promise.all([fastApp.close(), zodApp.close()]);
});

/** Posts the same payload (a value, or raw JSON text) to both apps; answers both results. */
async function both(payload: unknown, url = "/shares") {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload);
  const post = (app: typeof fastApp) =>
    app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, body });
  const [f, z] = await Promise.all([post(fastApp), post(zodApp)]);
  const strip = (json: Record<string, unknown>) => {
    const { path, ...rest } = json;
    return { path, rest };
  };
  const fj = strip(f.json());
  const zj = strip(z.json());
  return {
    fast: { status: f.statusCode, body: fj.rest },
    zod: { status: z.statusCode, body: zj.rest },
    path: fj.path,
  };
}

const good = (over: Record<string, unknown> = {}) => ({
  account: "alice",
  worker: "rig1",
  difficulty: 1000,
  accepted: true,
  ts: "2026-03-02T09:58:10.123Z",
  ...over,
});
const batch = (shares: unknown[], extra: Record<string, unknown> = {}) => ({
  batch_id: "b-1",
  shares,
  ...extra,
});

describe("ingest fast path", () => {
  it("takes a valid batch on the fast path, with the columns zod's output gives", async () => {
    const r = await both(
      batch([
        good(),
        good({ worker: "b.2", behaviour: "boundary", reason: "stale", accepted: false }),
        good({ ts: "2026-03-02T10:58:10+01:00", difficulty: 1e15 }),
        good({ account: "ünïcødé 🙂", worker: "x_-.9", behaviour: "hardware", difficulty: 1e-3 }),
        good(),
      ]),
    );
    expect(r.path).toBe("fast");
    expect(r.fast).toEqual(r.zod);
    expect(r.fast.status).toBe(200);
  });

  const bad: [string, unknown][] = [
    ["not json", "{"],
    ["empty body", ""],
    ["an array", [good()]],
    ["a string", '"x"'],
    ["null", "null"],
    ["__proto__ key", '{"batch_id":"b","shares":[],"__proto__":{"x":1}}'],
    ["no shares", batch([])],
    ["shares not an array", { batch_id: "b", shares: {} }],
    ["no batch_id", { shares: [good()] }],
    ["empty batch_id", batch([good()], { batch_id: "" })],
    ["blank batch_id", batch([good()], { batch_id: "   " })],
    ["long batch_id", batch([good()], { batch_id: "b".repeat(ingestLimits.maxBatchIdLength + 1) })],
    ["NUL in batch_id", batch([good()], { batch_id: "b\u0000" })],
    ["lone surrogate in account", batch([good(), good({ account: "a\ud800" })])],
    ["NUL in reason", batch([good({ reason: "x\u0000" })])],
    ["NUL in an unknown key's value", batch([good({ extra: "\u0000" })])],
    ["NUL in an unknown key", batch([good({ "k\u0000": 1 })])],
    ["NUL in a worker name", batch([good({ worker: "rig\u0000" })])],
    ["unknown keys (stripped)", batch([good({ extra: 1, nested: { a: [1, "b"] } })], { more: true })],
    ["share null", batch([good(), null])],
    ["share an array", batch([[1]])],
    ["account missing", batch([{ ...good(), account: undefined }])],
    ["account empty", batch([good({ account: "" })])],
    ["account long", batch([good({ account: "a".repeat(65) })])],
    ["account a number", batch([good({ account: 7 })])],
    ["worker bad characters", batch([good({ worker: "rig 1" })])],
    ["worker with a pipe", batch([good({ worker: "a|b" })])],
    ["worker long", batch([good({ worker: "w".repeat(65) })])],
    ["worker empty", batch([good({ worker: "" })])],
    ["difficulty zero", batch([good({ difficulty: 0 })])],
    ["difficulty negative", batch([good({ difficulty: -1 })])],
    ["difficulty over the bound", batch([good({ difficulty: 1e15 + 1 })])],
    ["difficulty huge", batch([good({ difficulty: 1e308 })])],
    ["difficulty a string", batch([good({ difficulty: "1000" })])],
    ["difficulty null", batch([good({ difficulty: null })])],
    ["accepted a number", batch([good({ accepted: 1 })])],
    ["accepted missing", batch([{ ...good(), accepted: undefined }])],
    ["reason null", batch([good({ reason: null })])],
    ["reason long", batch([good({ reason: "r".repeat(65) })])],
    ["ts without offset", batch([good({ ts: "2026-03-02T09:58:10" })])],
    ["ts impossible date", batch([good({ ts: "2026-02-30T09:58:10Z" })])],
    ["ts a number", batch([good({ ts: 1_772_445_490_000 })])],
    ["ts a date only", batch([good({ ts: "2026-03-02" })])],
    ["behaviour unknown", batch([good({ behaviour: "virtual" })])],
    ["behaviour null", batch([good({ behaviour: null })])],
    [
      "many bad shares (over 100 field errors)",
      batch(Array.from({ length: 150 }, () => good({ difficulty: -1 }))),
    ],
    ["too many shares", batch(Array.from({ length: ingestLimits.maxShares + 1 }, () => good()))],
  ];
  /** Valid for zod too: unknown keys are stripped (the fallback takes them), a blank id has a character. */
  const accepted: Record<string, string> = { "unknown keys (stripped)": "zod", "blank batch_id": "fast" };
  it.each(bad)("answers %s as zod alone does", async (name, payload) => {
    const r = await both(payload);
    expect(r.fast).toEqual(r.zod);
    expect(r.fast.status).toBe(accepted[name] ? 200 : 400);
    if (accepted[name]) expect(r.path).toBe(accepted[name]);
    else expect(r.fast.body.code).toBe("validation_failed");
  });

  it("answers bodies of other content types as zod alone does", async () => {
    for (const [type, body] of [
      ["text/plain", JSON.stringify(batch([good()]))],
      ["text/plain", ""],
      ["application/octet-stream", "x"],
    ] as const) {
      const post = (app: typeof fastApp) =>
        app.inject({ method: "POST", url: "/shares", headers: { "content-type": type }, body });
      const [f, z] = await Promise.all([post(fastApp), post(zodApp)]);
      expect(f.statusCode, type).toBeLessThan(500);
      expect([f.statusCode, f.json()]).toEqual([z.statusCode, z.json()]);
    }
  });

  it("agrees with zod alone on random batches, valid and not", async () => {
    const random = seededRandom(18);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const texts = [
      "alice",
      "bob",
      "",
      "a".repeat(64),
      "a".repeat(65),
      "ü",
      "x\u0000",
      "\ud83d",
      " ",
      "rig.1",
      "r|g",
    ];
    const values: unknown[] = [...texts, 0, -1, 1, 1e15, 1e15 + 2, 0.5, true, false, null, [], {}];
    const times = [
      "2026-03-02T09:58:10Z",
      "2026-03-02T09:58:10.5Z",
      "2026-03-02T09:58:10.123456+05:30",
      "2024-02-29T00:00:00Z",
      "2023-02-29T00:00:00Z",
      "2026-03-02T24:00:00Z",
      "2026-03-02 09:58:10Z",
      "2026-03-02T09:58:10+1:00",
    ];
    const randomShare = () => {
      const s: Record<string, unknown> = {
        account: pick(["alice", "bob", "ünï"]),
        worker: pick(["rig1", "rig2", "a.b-c_d"]),
        difficulty: pick([1, 1000.5, 65536, 1e15, 1e-3]),
        accepted: random() < 0.9,
        ts: pick(times.slice(0, 4)),
      };
      if (random() < 0.3) s.reason = pick(["stale", "", "r".repeat(64)]);
      if (random() < 0.5) s.behaviour = pick(["hardware", "boundary"]);
      if (random() < 0.15) {
        const field = pick([
          "account",
          "worker",
          "difficulty",
          "accepted",
          "reason",
          "ts",
          "behaviour",
          "other",
        ]);
        if (random() < 0.2) delete s[field];
        else s[field] = field === "ts" ? pick([...times, ...values]) : pick(values);
      }
      return s;
    };
    let fast = 0;
    for (let round = 0; round < 300; round++) {
      const shares = Array.from({ length: 1 + Math.floor(random() * 6) }, randomShare);
      const body: Record<string, unknown> = {
        batch_id: random() < 0.05 ? pick(values) : `b-${round}`,
        shares,
      };
      if (random() < 0.03) body.extra = pick(values);
      const r = await both(body);
      expect(r.fast, JSON.stringify(body)).toEqual(r.zod);
      if (r.path === "fast") fast += 1;
    }
    // Most random batches are valid and take the fast path; the rest were compared through the fallback.
    expect(fast).toBeGreaterThan(100);
  });
});

describe("ingest fast path, columns", () => {
  const t0 = Date.parse("2026-03-02T09:58:10.123Z");
  const cols = (over: Record<string, unknown> = {}) => ({
    batch_id: "c-1",
    workers: [
      { account: "alice", worker: "rig1" },
      { account: "bob", worker: "b.2", behaviour: "boundary" },
      { account: "alice", worker: "rig1", behaviour: "hardware" },
    ],
    worker: [1, 0, 2, 1],
    difficulty: [1000, 1e15, 0.5, 65536],
    accepted: [true, false, true, true],
    ts: [t0, t0 + 1, t0 + 2, t0 + 3],
    ...over,
  });

  it("takes a valid batch on the fast path, with the columns of the same shares as objects", async () => {
    const r = await both(cols(), "/columns");
    expect(r.path).toBe("fast");
    expect(r.fast).toEqual(r.zod);
    expect(r.fast.status).toBe(200);
    const iso = (ms: number) => new Date(ms).toISOString();
    const same = await both(
      {
        batch_id: "c-1",
        shares: [
          good({ account: "bob", worker: "b.2", behaviour: "boundary", difficulty: 1000, ts: iso(t0) }),
          good({ difficulty: 1e15, accepted: false, ts: iso(t0 + 1) }),
          good({ difficulty: 0.5, ts: iso(t0 + 2) }),
          good({ account: "bob", worker: "b.2", behaviour: "boundary", difficulty: 65536, ts: iso(t0 + 3) }),
        ],
      },
      "/shares",
    );
    expect(same.fast).toEqual(r.fast);
  });

  const bad: [string, unknown][] = [
    ["no workers", cols({ workers: [] })],
    ["a worker index past the list", cols({ worker: [0, 3, 1, 7] })],
    ["a negative worker index", cols({ worker: [0, -1, 1, 0] })],
    ["a fractional worker index", cols({ worker: [0, 0.5, 1, 0] })],
    ["a column shorter than worker", cols({ difficulty: [1, 2, 3] })],
    ["a column longer than worker", cols({ ts: [t0, t0, t0, t0, t0] })],
    ["difficulty zero", cols({ difficulty: [1, 0, 1, 1] })],
    ["difficulty over the bound", cols({ difficulty: [1, 1e15 + 1, 1, 1] })],
    ["difficulty a string", cols({ difficulty: [1, "1", 1, 1] })],
    ["accepted a number", cols({ accepted: [true, 1, true, true] })],
    ["ts an ISO string", cols({ ts: [t0, "2026-03-02T09:58:10Z", t0, t0] })],
    ["ts fractional", cols({ ts: [t0, t0 + 0.5, t0, t0] })],
    ["ts negative", cols({ ts: [t0, -1, t0, t0] })],
    ["ts past a Date", cols({ ts: [t0, 8.64e15 + 1, t0, t0] })],
    ["worker name bad", cols({ workers: [{ account: "alice", worker: "rig 1" }], worker: [0, 0, 0, 0] })],
    ["account empty", cols({ workers: [{ account: "", worker: "rig1" }], worker: [0, 0, 0, 0] })],
    ["account with NUL", cols({ workers: [{ account: "a\u0000", worker: "rig1" }], worker: [0, 0, 0, 0] })],
    [
      "account lone surrogate",
      cols({ workers: [{ account: "a\udc00", worker: "r" }], worker: [0, 0, 0, 0] }),
    ],
    [
      "behaviour unknown",
      cols({ workers: [{ account: "a", worker: "r", behaviour: "x" }], worker: [0, 0, 0, 0] }),
    ],
    ["batch_id long", cols({ batch_id: "b".repeat(ingestLimits.maxBatchIdLength + 1) })],
    ["a column missing", cols({ accepted: undefined })],
    ["a column not an array", cols({ ts: t0 })],
    [
      "unknown keys (stripped)",
      cols({ reason: ["x"], workers: [{ account: "a", worker: "r", x: 1 }], worker: [0, 0, 0, 0] }),
    ],
    [
      "too many shares",
      cols({
        worker: new Array(ingestLimits.maxShares + 1).fill(0),
        difficulty: new Array(ingestLimits.maxShares + 1).fill(1),
        accepted: new Array(ingestLimits.maxShares + 1).fill(true),
        ts: new Array(ingestLimits.maxShares + 1).fill(t0),
      }),
    ],
  ];
  it.each(bad)("answers %s as zod alone does", async (name, payload) => {
    const r = await both(payload, "/columns");
    expect(r.fast).toEqual(r.zod);
    if (name.startsWith("unknown keys")) {
      expect([r.fast.status, r.path]).toEqual([200, "zod"]);
    } else {
      expect(r.fast.status).toBe(400);
      expect(r.fast.body.code).toBe("validation_failed");
    }
  });

  it("names the share in its field errors", async () => {
    const r = await both(cols({ worker: [0, 3, 1, 0], difficulty: [1, 1, 2e15, 1] }), "/columns");
    expect(r.fast.body).toMatchObject({
      fields: expect.arrayContaining([{ name: "difficulty.2", text: "max_threshold" }]),
    });
  });

  it("agrees with zod alone on random column batches, valid and not", async () => {
    const random = seededRandom(1818);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const odd: unknown[] = [-1, 0, 0.5, 3, 1e15 + 2, "1", null, true, t0 + 0.5, 8.64e15 + 1, [], {}];
    let fast = 0;
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 5);
      const body = cols({
        batch_id: `c-${round}`,
        worker: Array.from({ length: n }, () => pick([0, 1, 2])),
        difficulty: Array.from({ length: n }, () => pick([1, 1000.5, 1e15, 1e-3])),
        accepted: Array.from({ length: n }, () => random() < 0.9),
        ts: Array.from({ length: n }, (_, i) => t0 + i * 1000),
      }) as unknown as Record<string, unknown[]>;
      if (random() < 0.3) {
        const key = pick(["worker", "difficulty", "accepted", "ts"]);
        const column = body[key] as unknown[];
        if (random() < 0.2) column.push(1);
        else column[Math.floor(random() * column.length)] = pick(odd);
      }
      const r = await both(body, "/columns");
      expect(r.fast, JSON.stringify(body)).toEqual(r.zod);
      if (r.path === "fast") fast += 1;
    }
    expect(fast).toBeGreaterThan(80);
  });
});
