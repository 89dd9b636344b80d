import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app";
import { TestClock } from "../../src/clock";
import { buildTestApp, useTestDatabase } from "../helper";
import { api, headersOf, newMiner } from "../money/money-fixture";

/**
 * Issue 41, item 3: "Share with a miner" to bob, who had 10 % running, with 95 % was accepted and silently ended
 * bob's split. A second split to one recipient is a change: it names the version it replaces, and the 100 % cap
 * is counted without that version.
 */
const ctx = useTestDatabase({ demo: true });
const clock = new TestClock("2026-03-10T23:00:00Z");
let app: App;
let donor = "";
let owner: Record<string, string> = {};

type Split = { id: string; percent: string; start_date: string; end_date: string | null };

beforeAll(async () => {
  app = await buildTestApp(ctx.database, { clock });
  const db = ctx.database.db;
  donor = await newMiner(db, "rpdonor");
  await newMiner(db, "rpbob");
  await newMiner(db, "rpcarol");
  owner = await headersOf(db, clock, "owner@rp.test", { type: "miner", id: donor, role: "owner" });
});
afterAll(() => app.close());

const url = (rest = "") => `${api}/miners/${donor}/profit-sharings${rest}`;
const put = (recipient: string, payload: Record<string, unknown>) =>
  app.inject({ method: "PUT", url: url(`/${recipient}`), headers: owner, payload });
const versions = async (recipient: string): Promise<Split[]> =>
  (await app.inject({ url: url(`/${recipient}`), headers: owner })).json().data.versions;
const givenPercent = async () => (await app.inject({ url: url(), headers: owner })).json().data.given_percent;

describe("a second split to one recipient is a change", () => {
  let bobRunning = "";

  it("refuses a create while bob's 10 % runs, and leaves that split running", async () => {
    const made = await put("rpbob", { percent: "10" });
    expect(made.statusCode).toBe(200);
    bobRunning = made.json().data.id;
    clock.set("2026-03-11T00:30:00Z"); // bob's split is in force today
    const create = await put("rpbob", { percent: "95" });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ code: "profit_sharing_exists" });
    expect(await versions("rpbob")).toEqual([
      expect.objectContaining({ id: bobRunning, percent: "10", end_date: null }),
    ]);
  });

  it("counts 100 % without the replaced share: 95 % with carol's 5 % fits, 96 % is a field error", async () => {
    expect((await put("rpcarol", { percent: "5" })).statusCode).toBe(200);
    const tooMuch = await put("rpbob", { percent: "96", replaces: bobRunning });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: "validation_failed",
      fields: [{ name: "percent", text: "max_threshold" }],
    });
    const changed = await put("rpbob", { percent: "95", replaces: bobRunning });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ percent: "95", start_date: "2026-03-12", end_date: null });
    // The old version pays through today; the new one from the next settlement day.
    expect((await versions("rpbob")).map((v) => [v.percent, v.start_date, v.end_date])).toEqual([
      ["95", "2026-03-12", null],
      ["10", "2026-03-11", "2026-03-11"],
    ]);
    expect(await givenPercent()).toBe("100");
  });

  it("refuses a change naming a version that is no longer the running one", async () => {
    // bobRunning now ends today: a client still holding it must read the splits again.
    const stale = await put("rpbob", { percent: "50", replaces: bobRunning });
    expect([stale.statusCode, stale.json().code]).toEqual([409, "invalid_state"]);
    const none = await put("rpcarol", { percent: "1", replaces: "00000000-0000-4000-8000-000000000000" });
    expect([none.statusCode, none.json().code]).toEqual([409, "invalid_state"]);
    const notAnId = await put("rpbob", { percent: "50", replaces: "bob" });
    expect([notAnId.statusCode, notAnId.json().code]).toEqual([400, "validation_failed"]);
    expect(await givenPercent()).toBe("100");
  });
});
