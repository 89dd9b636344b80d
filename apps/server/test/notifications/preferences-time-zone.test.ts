import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { api } from "../money/money-fixture";
import { sessionFor, tokenHeaders } from "../product-session";

const ctx = useTestDatabase({ demo: false });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
let url = "";
let headers: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const session = await sessionFor(ctx.database.db, clock, "tz@np.test");
  headers = tokenHeaders(session);
  url = `${api}/identity/${session.identityId}/notifications/preferences`;
});
afterAll(() => app.close());

const put = (payload: object) => app.inject({ method: "PUT", url, headers, payload });

describe("the time zone of notifications (preferences time_zone)", () => {
  it("is null (UTC only) until chosen; a zone is stored in its canonical spelling", async () => {
    expect((await app.inject({ url, headers })).json().data.time_zone).toBeNull();
    const res = await put({ events: [], time_zone: "europe/berlin" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.time_zone).toBe("Europe/Berlin");
    expect((await app.inject({ url, headers })).json().data.time_zone).toBe("Europe/Berlin");
  });

  it("keeps the zone when left out, and clears it with null", async () => {
    expect((await put({ events: [] })).json().data.time_zone).toBe("Europe/Berlin");
    expect((await put({ events: [], time_zone: null })).json().data.time_zone).toBeNull();
  });

  it("refuses a zone the server does not know, or over 64 characters, and keeps the stored one", async () => {
    await put({ events: [], time_zone: "Asia/Tokyo" });
    for (const zone of ["Mars/Olympus_Mons", "", "+05:00"]) {
      const res = await put({ events: [], time_zone: zone });
      expect([zone, res.statusCode, res.json().fields]).toEqual([
        zone,
        400,
        [{ name: "time_zone", text: "invalid_input" }],
      ]);
    }
    expect((await put({ events: [], time_zone: "A".repeat(65) })).statusCode).toBe(400);
    expect((await app.inject({ url, headers })).json().data.time_zone).toBe("Asia/Tokyo");
  });
});
