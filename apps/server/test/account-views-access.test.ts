import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { miners, operators, pools } from "../src/db/schema";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, tokenHeaders } from "./product-session";
import { api, createMinerLink } from "./watchers-helper";

/** Who may read pools/{id}, operators/{id}, their stats and miner lists, and what input they take. */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:07:30Z");
let app: App;
const ids: Record<string, string> = {};
const as = async (email: string) => tokenHeaders(await sessionFor(ctx.database.db, clock, email));
const denied = { code: "access_denied", message: "You have no access to this account" };
const unknownId = "00000000-0000-4000-8000-000000000000";
const get = (path: string, headers: Record<string, string>) => app.inject({ url: `${api}/${path}`, headers });

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
  ids.pool = (await db.select({ id: pools.id }).from(pools))[0]?.id ?? "";
  ids.northhub = (await db.select({ id: operators.id }).from(operators))[0]?.id ?? "";
});
afterAll(() => app.close());

describe("access and input", () => {
  const paths = (kind: "pools" | "operators", id: string) => [
    `${kind}/${id}`,
    `${kind}/${id}/stats`,
    `${kind}/${id}/miners`,
    `${kind}/${id}/miners/statuses`,
  ];

  it("refuses other users, unknown ids and watcher links (403), anonymous callers (401)", async () => {
    const miner = await as("miner@pithead.test");
    const operator = await as("operator@pithead.test");
    const stranger = await as("stranger@example.com");
    const owner = await sessionFor(ctx.database.db, clock, "miner@pithead.test");
    const token = (await createMinerLink(app, owner, ids.alice ?? "", { label: "all" })).json().token;
    const watcher = { "x-watcher-token": token };
    const refused: [Record<string, string>, string[]][] = [
      [miner, paths("pools", ids.pool ?? "")],
      [operator, paths("pools", ids.pool ?? "")],
      [stranger, paths("pools", ids.pool ?? "")],
      [watcher, paths("pools", ids.pool ?? "")],
      [miner, paths("operators", ids.northhub ?? "")],
      [watcher, paths("operators", ids.northhub ?? "")],
      [await as("pool@pithead.test"), [...paths("pools", unknownId), ...paths("operators", unknownId)]],
    ];
    for (const [headers, list] of refused) {
      for (const path of list) {
        const res = await get(path, headers);
        expect(res.statusCode, path).toBe(403);
        expect(res.json()).toEqual(denied);
      }
    }
    for (const path of [...paths("pools", ids.pool ?? ""), ...paths("operators", ids.northhub ?? "")]) {
      const res = await get(path, {});
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toEqual({ code: "unauthorized", message: "Authentication required" });
    }
  });

  it("answers 400 with the field for bad queries and ids", async () => {
    const pool = await as("pool@pithead.test");
    for (const [query, field] of [
      ["sort_by=foo", "sort_by"],
      ["order=up", "order"],
      ["status=stable", "status"],
      ["page=0", "page"],
      ["per_page=501", "per_page"],
      [`name=${"x".repeat(65)}`, "name"],
    ]) {
      const res = await get(`pools/${ids.pool}/miners?${query}`, pool);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: field }] });
    }
    const bad = await get("operators/not-a-uuid/stats", pool);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ name: "id", text: "invalid_input" }]);
  });
});
