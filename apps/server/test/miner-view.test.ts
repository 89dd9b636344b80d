import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { miners, permissions, poolStratumAddresses, users } from "../src/db/schema";
import { demoStratumUrls } from "../src/db/seed/demo";
import { minerViewRepository } from "../src/modules/miners/miner-view.repository";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, tokenHeaders } from "./product-session";
import { api, createMinerLink } from "./watchers-helper";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-02T10:00:00Z");
let app: App;
const ids: Record<string, string> = {};
const as = async (email: string) => tokenHeaders(await sessionFor(ctx.database.db, clock, email));
const denied = { code: "access_denied", message: "You have no access to this account" };
const unknownId = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  for (const m of await db.select({ id: miners.id, name: miners.accountName }).from(miners))
    ids[m.name] = m.id;
});
afterAll(() => app.close());

const get = (id: string, headers: Record<string, string>) =>
  app.inject({ url: `${api}/miners/${id}`, headers });
const putTitle = (id: string, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: "PUT", url: `${api}/miners/${id}/title`, headers, payload: payload as object });
const deleteTitle = (id: string, headers: Record<string, string>) =>
  app.inject({ method: "DELETE", url: `${api}/miners/${id}/title`, headers });

/** Gives the (new) user of `email` a permission on the account. */
async function grant(email: string, account: { minerId: string }, role: string) {
  const headers = await as(email);
  await get(ids.alice ?? "", headers); // the first product call makes the user
  const db = ctx.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(permissions).values({ userId: user?.id ?? "", type: "miner", role, ...account });
  return headers;
}

describe("GET miners/{id}", () => {
  it("answers the miner with its pool's stratum addresses", async () => {
    const res = await get(ids.alice ?? "", await as("miner@pithead.test"));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: ids.alice,
      account_name: "alice",
      title: "Alice",
      pool_id: expect.any(String),
      operator_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      stratum_addresses: demoStratumUrls,
    });
  });

  it("answers every miner's view, read at once, as one miner's read; follows new stratum addresses", async () => {
    const db = ctx.database.db;
    const repo = minerViewRepository(db);
    const all = await repo.all(100);
    expect(all?.size).toBe(
      (await db.select({ id: miners.id }).from(miners).where(isNull(miners.deletedAt))).length,
    );
    for (const [id, record] of all ?? []) expect(record).toEqual(await repo.find(id));
    expect(await repo.all((all?.size ?? 1) - 1)).toBeNull();
    // The app keeps every view (the auth cache): a pool's new stratum address reaches its miners' views.
    const headers = await as("miner@pithead.test");
    const [first] = await db.select().from(poolStratumAddresses).where(eq(poolStratumAddresses.position, 1));
    await get(ids.alice ?? "", headers);
    await db
      .update(poolStratumAddresses)
      .set({ url: "stratum+tcp://moved.example:3333" })
      .where(eq(poolStratumAddresses.position, 1));
    try {
      await expect
        .poll(async () => (await get(ids.alice ?? "", headers)).json().data.stratum_addresses[0], {
          timeout: 2000,
        })
        .toBe("stratum+tcp://moved.example:3333");
    } finally {
      await db
        .update(poolStratumAddresses)
        .set({ url: first?.url ?? "" })
        .where(eq(poolStratumAddresses.position, 1));
    }
  });

  it("lets the pool's and the operator's users read their miners, no one else", async () => {
    const pool = await as("pool@pithead.test");
    const operator = await as("operator@pithead.test");
    expect((await get(ids.alice ?? "", pool)).statusCode).toBe(200);
    const customer = await get(ids.northhub01 ?? "", operator);
    expect(customer.statusCode).toBe(200);
    expect(customer.json().data).toMatchObject({
      account_name: "northhub01",
      operator_id: expect.any(String),
    });
    for (const [headers, id] of [
      [operator, ids.alice],
      [await as("miner@pithead.test"), ids.bob],
      [await as("stranger@example.com"), ids.alice],
      [pool, unknownId],
    ] as const) {
      const res = await get(id ?? "", headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(denied);
    }
  });

  it("lets a watcher read the miners of its link only", async () => {
    const owner = await sessionFor(ctx.database.db, clock, "miner@pithead.test");
    const token = (await createMinerLink(app, owner, ids.alice ?? "", { label: "view" })).json().token;
    const watcher = { "x-watcher-token": token };
    expect((await get(ids.alice ?? "", watcher)).json().data.account_name).toBe("alice");
    expect((await get(ids.bob ?? "", watcher)).statusCode).toBe(403);
    const put = await putTitle(ids.alice ?? "", watcher, { title: "Mine now" });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ code: "access_denied", message: "A watcher link is read-only" });
    expect((await deleteTitle(ids.alice ?? "", watcher)).statusCode).toBe(403);
  });

  it("answers 401 anonymous and 400 for a malformed id", async () => {
    expect((await get(ids.alice ?? "", {})).json()).toEqual({
      code: "unauthorized",
      message: "Authentication required",
    });
    const bad = await get("not-a-uuid", await as("miner@pithead.test"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ name: "id", text: "invalid_input" }]);
  });
});

describe("PUT and DELETE miners/{id}/title", () => {
  it("sets a trimmed title and puts the account name back", async () => {
    const owner = await as("miner@pithead.test");
    const put = await putTitle(ids.alice ?? "", owner, { title: "  Rig room A  " });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: ids.alice, account_name: "alice", title: "Rig room A" });
    expect((await get(ids.alice ?? "", owner)).json().data.title).toBe("Rig room A");
    const reset = await deleteTitle(ids.alice ?? "", owner);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.title).toBe("alice");
    expect((await deleteTitle(ids.alice ?? "", owner)).json().data.title).toBe("alice");
  });

  it("lets owners and admins of the miner, its operator or its pool rename it; viewers and others not", async () => {
    const pool = await as("pool@pithead.test");
    const operator = await as("operator@pithead.test");
    expect((await putTitle(ids.bob ?? "", pool, { title: "Bob by the pool" })).json().data.title).toBe(
      "Bob by the pool",
    );
    expect((await putTitle(ids.northhub01 ?? "", operator, { title: "Hub 1" })).statusCode).toBe(200);
    const admin = await grant("admin@example.com", { minerId: ids.carol ?? "" }, "admin");
    expect((await putTitle(ids.carol ?? "", admin, { title: "Carol's" })).statusCode).toBe(200);
    const viewer = await grant("viewer@example.com", { minerId: ids.carol ?? "" }, "viewer");
    expect((await get(ids.carol ?? "", viewer)).json().data.title).toBe("Carol's");
    for (const [headers, id] of [
      [viewer, ids.carol],
      [operator, ids.alice],
      [await as("miner@pithead.test"), ids.bob],
      [pool, unknownId],
    ] as const) {
      for (const res of [
        await putTitle(id ?? "", headers, { title: "Nope" }),
        await deleteTitle(id ?? "", headers),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(denied);
      }
    }
    expect((await get(ids.carol ?? "", viewer)).json().data.title).toBe("Carol's");
  });

  it("answers field errors on title, and 401 anonymous", async () => {
    const owner = await as("miner@pithead.test");
    const cases: [unknown, string][] = [
      [{ title: "   " }, "required"],
      [{}, "required"],
      [{ title: "a".repeat(65) }, "length_out_of_range"],
      [{ title: "bell\u0007" }, "invalid_input"],
      [{ title: "two\nlines" }, "invalid_input"],
      [{ title: 12 }, "invalid_input"],
    ];
    for (const [payload, text] of cases) {
      const res = await putTitle(ids.alice ?? "", owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_failed", fields: [{ name: "title", text }] });
    }
    expect((await putTitle(ids.alice ?? "", {}, { title: "x" })).statusCode).toBe(401);
    expect((await deleteTitle(ids.alice ?? "", {})).statusCode).toBe(401);
  });

  it("never shows or renames a deleted miner", async () => {
    const owner = await as("miner@pithead.test");
    await ctx.database.db
      .update(miners)
      .set({ deletedAt: clock.now() })
      .where(eq(miners.id, ids.alice ?? ""));
    expect((await get(ids.alice ?? "", owner)).statusCode).toBe(403);
    expect((await putTitle(ids.alice ?? "", owner, { title: "Ghost" })).statusCode).toBe(403);
    expect((await deleteTitle(ids.alice ?? "", owner)).statusCode).toBe(403);
  });
});
