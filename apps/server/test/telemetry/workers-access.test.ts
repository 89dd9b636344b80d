import { workerNamePattern } from "@pithead/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { sessionFor, tokenHeaders } from "../product-session";
import { createMinerLink } from "../watchers-helper";
import { api, headersOf, ingestWorkerShares, workersNow } from "./workers-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock(workersNow);
let app: App;
let ids: Record<string, string> = {};
let miner: Record<string, string> = {};
const watcher: Record<"workers" | "dashboard", Record<string, string>> = { workers: {}, dashboard: {} };

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  ids = await ingestWorkerShares(app, ctx.database.db, clock);
  const session = await sessionFor(ctx.database.db, clock, "miner@pithead.test");
  miner = tokenHeaders(session);
  for (const section of ["workers", "dashboard"] as const) {
    const link = await createMinerLink(app, session, ids.alice ?? "", {
      label: section,
      permissions: [section],
    });
    expect(link.statusCode, link.body).toBe(200);
    watcher[section] = { "x-watcher-token": link.json().token };
  }
});
afterAll(() => app.close());

const status = async (path: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url: `${api}/${path}`, headers })).statusCode;
const minerPaths = (id: string) => [
  `miners/${id}/workers`,
  `miners/${id}/workers/statuses`,
  `miners/${id}/workers/boundary`,
  `miners/${id}/workers/boundary/statuses`,
  `miners/${id}/workers/boundary/stats`,
];

describe("who reads worker lists", () => {
  it("lets the owner, pool staff and a watcher with the workers section read a miner", async () => {
    const pool = await headersOf(ctx.database.db, clock, "pool@pithead.test");
    for (const path of minerPaths(ids.alice ?? "")) {
      expect(await status(path, miner), path).toBe(200);
      expect(await status(path, pool), path).toBe(200);
      expect(await status(path, watcher.workers), path).toBe(200);
    }
    expect(await status(`pools/${ids.pool}/workers`, pool)).toBe(200);
    expect(await status(`pools/${ids.pool}/workers/statuses`, pool)).toBe(200);
  });

  it("answers 403 access_denied to others, unknown ids and a watcher without the workers section", async () => {
    const operator = await headersOf(ctx.database.db, clock, "operator@pithead.test");
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: [string, Record<string, string>][] = [
      ...minerPaths(ids.bob ?? "").map((p): [string, Record<string, string>] => [p, miner]),
      ...minerPaths(ids.alice ?? "").map((p): [string, Record<string, string>] => [p, operator]),
      ...minerPaths(ids.alice ?? "").map((p): [string, Record<string, string>] => [p, watcher.dashboard]),
      ...minerPaths(ids.bob ?? "").map((p): [string, Record<string, string>] => [p, watcher.workers]),
      ...minerPaths(unknown).map((p): [string, Record<string, string>] => [p, miner]),
      [`pools/${ids.pool}/workers`, miner],
      [`pools/${ids.pool}/workers/statuses`, watcher.workers],
      [`operators/${ids["operator:northhub"]}/workers`, miner],
      [`operators/${unknown}/workers/statuses`, operator],
      [`pools/${unknown}/workers`, operator],
    ];
    for (const [path, headers] of cases) {
      const res = await app.inject({ url: `${api}/${path}`, headers });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ code: "access_denied", message: "You have no access to this account" });
    }
  });

  it("answers 401 anonymous", async () => {
    for (const path of [...minerPaths(ids.alice ?? ""), `pools/${ids.pool}/workers`]) {
      const res = await app.inject({ url: `${api}/${path}` });
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code).toBe("unauthorized");
    }
  });

  it("answers 400 for bad parameters", async () => {
    const base = `miners/${ids.alice}/workers`;
    const cases: [string, string][] = [
      [`${base}?sort_by=foo`, "sort_by"],
      [`${base}?per_page=0`, "per_page"],
      [`${base}?per_page=1001`, "per_page"],
      [`${base}?page=0`, "page"],
      [`${base}?order=up`, "order"],
      [`${base}?status=gone`, "status"],
      [`miners/not-a-uuid/workers`, "id"],
      [`pools/${ids.pool}/workers/statuses?name=${"x".repeat(65)}`, "name"],
    ];
    for (const [path, field] of cases) {
      const res = await app.inject({ url: `${api}/${path}`, headers: miner });
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: field }] });
    }
  });
});

describe("GET workers/random-name", () => {
  it("suggests a fresh readable name without credentials", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ url: `${api}/workers/random-name` });
      expect(res.statusCode).toBe(200);
      const { name } = res.json().data;
      expect(name).toMatch(/^[a-z]+-[a-z]+-[1-9][0-9]$/);
      expect(name).toMatch(workerNamePattern);
      seen.add(name);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
