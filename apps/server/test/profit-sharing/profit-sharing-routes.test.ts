import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner } from "../money/money-fixture";

const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T10:00:00Z");
let app: App;
const ids = { donor: "", bob: "", carol: "", dave: "" };
const h: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  ids.donor = await newMiner(db, "rtdonor");
  ids.bob = await newMiner(db, "rtbob");
  ids.carol = await newMiner(db, "rtcarol");
  ids.dave = await newMiner(db, "rtdave");
  const on = (id: string, role: string) => ({ type: "miner" as const, id, role });
  h.owner = await headersOf(db, clock, "owner@ps.test", on(ids.donor, "owner"));
  h.admin = await headersOf(db, clock, "admin@ps.test", on(ids.donor, "admin"));
  h.viewer = await headersOf(db, clock, "viewer@ps.test", on(ids.donor, "viewer"));
  h.accountant = await headersOf(db, clock, "accountant@ps.test", on(ids.donor, "accountant"));
  h.recipient = await headersOf(db, clock, "bob@ps.test", on(ids.bob, "owner"));
  h.stranger = await headersOf(db, clock, "stranger@ps.test", on(ids.dave, "owner"));
});
afterAll(() => app.close());

const url = (minerId: string, rest = "") => `${api}/miners/${minerId}/profit-sharings${rest}`;
const put = (who: string, recipient: string, percent: unknown, replaces?: string) =>
  app.inject({
    method: "PUT",
    url: url(ids.donor, `/${recipient}`),
    headers: h[who],
    payload: { percent, replaces },
  });
/** The id of the donor's split to `recipient` running after today (open or scheduled): what a change replaces. */
async function running(recipient: string): Promise<string> {
  const given = (await get("owner", ids.donor)).json().data.given as {
    id: string;
    end_date: string | null;
    recipient: { account_name: string };
  }[];
  const found = given.find((s) => s.recipient.account_name === recipient && s.end_date === null);
  if (!found) throw new Error(`no running split to ${recipient}`);
  return found.id;
}
const del = (who: string, recipient: string) =>
  app.inject({ method: "DELETE", url: url(ids.donor, `/${recipient}`), headers: h[who] });
const get = (who: string | null, minerId: string, rest = "") =>
  app.inject({ url: url(minerId, rest), headers: who ? h[who] : {} });
const field = (name: string, text: string) => ({ code: "validation_failed", fields: [{ name, text }] });

describe("PUT miners/{id}/profit-sharings/{recipient}", () => {
  it("lets the donor's owner share from tomorrow, and its admin change it", async () => {
    const made = await put("owner", "rtbob", "10");
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({
      type: "profit_sharing",
      donor: { id: ids.donor, account_name: "rtdonor" },
      recipient: { id: ids.bob, account_name: "rtbob" },
      percent: "10",
      start_date: "2026-03-11",
      end_date: null,
      state: "scheduled",
    });
    // A second split to bob without naming the running one is refused: a change is never made by accident.
    const again = await put("admin", "rtbob", 12.5);
    expect([again.statusCode, again.json().code]).toEqual([409, "profit_sharing_exists"]);
    // Changed the same day: the version scheduled for tomorrow is replaced, not stacked.
    const changed = await put("admin", "rtbob", 12.5, made.json().data.id);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ percent: "12.5", start_date: "2026-03-11" });
    const history = await get("owner", ids.donor, "/rtbob");
    expect(history.json().data.versions.map((v: { percent: string }) => v.percent)).toEqual(["12.5"]);
  });

  it("refuses readers, the recipient, strangers and anonymous callers", async () => {
    for (const who of ["viewer", "accountant", "recipient", "stranger"]) {
      const res = await put(who, "rtcarol", "5");
      expect([who, res.statusCode, res.json().code]).toEqual([who, 403, "access_denied"]);
    }
    const anonymous = await app.inject({
      method: "PUT",
      url: url(ids.donor, "/rtcarol"),
      payload: { percent: "5" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers field errors: percents past 100, zero, unknown recipient, itself", async () => {
    expect((await put("owner", "rtcarol", "87.5001")).json()).toMatchObject(
      field("percent", "max_threshold"),
    );
    expect((await put("owner", "rtcarol", "0")).json()).toMatchObject(field("percent", "min_threshold"));
    expect((await put("owner", "rtcarol", "1.00001")).statusCode).toBe(400);
    expect((await put("owner", "nosuchminer", "5")).json()).toMatchObject(field("recipient", "not_found"));
    expect((await put("owner", "rtdonor", "5")).json()).toMatchObject(field("recipient", "invalid_input"));
    // 12.5 + 87.5 = 100 exactly is fine.
    expect((await put("owner", "rtcarol", "87.5")).statusCode).toBe(200);
  });

  it("keeps 100 % under concurrent changes of one donor", async () => {
    // Both end at 100 % alone with the others; together they would pass it: one wins, one gets the field error.
    expect((await put("owner", "rtcarol", "80", await running("rtcarol"))).statusCode).toBe(200);
    // Two creates for dave at once: one makes it, the other finds it made and must not replace it.
    const [a, b] = await Promise.all([put("owner", "rtdave", "7.5"), put("admin", "rtdave", "7.5")]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const list = (await get("owner", ids.donor)).json().data;
    expect(list.given_percent).toBe("100");
    // 12.5 + 70 + 7.5 = 90; carol to 77.5 or dave to 15 alone is 97.5, both together 105.
    expect((await put("owner", "rtcarol", "70", await running("rtcarol"))).statusCode).toBe(200);
    const [dave, carol] = [await running("rtdave"), await running("rtcarol")];
    const [c, d] = await Promise.all([
      put("owner", "rtdave", "15", dave),
      put("admin", "rtcarol", "77.5", carol),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 400]);
    expect((await get("owner", ids.donor)).json().data.given_percent).toBe("97.5");
  });
});

describe("GET miners/{id}/profit-sharings", () => {
  it("shows the donor its splits and the recipient what it receives, read-only", async () => {
    const donor = await get("accountant", ids.donor);
    expect(donor.statusCode).toBe(200);
    expect(donor.json().data.next_start).toBe("2026-03-11");
    expect(
      donor
        .json()
        .data.given.map((s: { recipient: { account_name: string } }) => s.recipient.account_name)
        .sort(),
    ).toEqual(["rtbob", "rtcarol", "rtdave"]);
    const recipient = await get("recipient", ids.bob);
    expect(recipient.statusCode).toBe(200);
    expect(recipient.json().data.received).toEqual([
      expect.objectContaining({ donor: { id: ids.donor, account_name: "rtdonor" }, percent: "12.5" }),
    ]);
    expect(recipient.json().data.given).toEqual([]);
    // The recipient reads its own account only, not the donor's.
    expect((await get("recipient", ids.donor)).statusCode).toBe(403);
    expect((await get("stranger", ids.donor)).statusCode).toBe(403);
    expect((await get(null, ids.donor)).statusCode).toBe(401);
    expect((await get("owner", ids.donor, "/nosuchminer")).statusCode).toBe(404);
  });
});

describe("DELETE miners/{id}/profit-sharings/{recipient}", () => {
  it("drops a split that has not started, and ends one in force after today", async () => {
    const res = await del("owner", "rtbob");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ last_day: null, canceled_scheduled: true });
    expect((await del("owner", "rtbob")).statusCode).toBe(404);
    // A day later carol's split is in force: ending it pays through that day.
    clock.set("2026-03-11T00:30:00Z");
    const ended = await del("admin", "rtcarol");
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toEqual({ last_day: "2026-03-11", canceled_scheduled: false });
    const versions = (await get("owner", ids.donor, "/rtcarol")).json().data.versions;
    expect(versions[0]).toMatchObject({ start_date: "2026-03-11", end_date: "2026-03-11", state: "active" });
    for (const who of ["viewer", "recipient", "stranger"])
      expect((await del(who, "rtdave")).statusCode).toBe(403);
  });
});
