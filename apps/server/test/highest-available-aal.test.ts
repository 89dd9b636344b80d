import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app";
import { TestClock } from "../src/clock";
import { buildTestApp, useTestDatabase } from "./helper";
import { sessionFor, type TestSession, tokenHeaders } from "./product-session";
import { api, createMinerLink, ownerOf } from "./watchers-helper";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock(new Date("2026-05-04T10:00:00Z"));
let app: App;
beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
});
afterAll(async () => {
  await app.close();
});

const mfaRequired = { code: "mfa_required", message: "Additional authentication required" };

describe("a password-only session of a user with a second factor (Kratos's highest_available)", () => {
  let weak: TestSession;
  let strong: TestSession;
  let minerId: string;
  beforeAll(async () => {
    const owner = await ownerOf(app, ctx.database.db, clock, "stepup@example.com", "stepup", { totp: true });
    weak = owner.session;
    minerId = owner.minerId;
    strong = await sessionFor(ctx.database.db, clock, "stepup@example.com", { aal: "aal2", totp: true });
  });

  it("gets 403 mfa_required on every product call: payments, wallet, export, watcher links, rename", async () => {
    const calls: [string, string, object?][] = [
      ["GET", "/identity"],
      ["GET", `/miners/${minerId}`],
      ["GET", `/miners/${minerId}/payments`],
      ["GET", `/miners/${minerId}/payments/export?days=7`],
      ["GET", `/miners/${minerId}/wallet`],
      ["GET", `/miners/${minerId}/balance`],
      ["GET", `/miners/${minerId}/watchers`],
      ["GET", `/miners/stats?id[]=${minerId}`],
      ["PUT", `/miners/${minerId}/title`, { title: "Renamed" }],
    ];
    for (const [method, path, payload] of calls) {
      const res = await app.inject({
        method: method as "GET" | "PUT",
        url: `${api}${path}`,
        headers: tokenHeaders(weak),
        ...(payload ? { payload } : {}),
      });
      expect([path, res.statusCode, res.json()]).toEqual([path, 403, mfaRequired]);
      const after = await app.inject({ method: "GET", url: `${api}${path}`, headers: tokenHeaders(strong) });
      if (method === "GET") expect([path, after.statusCode]).toEqual([path, 200]);
    }
    const title = await app.inject({ url: `${api}/miners/${minerId}`, headers: tokenHeaders(strong) });
    expect(title.json().title).not.toBe("Renamed");
  });

  it("still reaches the public calls, and reads through a watcher link it carries", async () => {
    expect((await app.inject(`${api}/pools/current`)).statusCode).toBe(200);
    const link = await createMinerLink(app, strong, minerId, { label: "wall screen" });
    expect(link.statusCode).toBe(200);
    const res = await app.inject({
      url: `${api}/miners/${minerId}`,
      headers: { ...tokenHeaders(weak), "x-watcher-token": link.json().token },
    });
    expect(res.statusCode).toBe(200);
  });
});
